import { isIPv4, isIPv6 } from "node:net";

/**
 * The rate-limit bucket of a client address: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64 (one
 * subscriber usually holds a whole /64, so per-address buckets would be free to multiply). Anything
 * that is not an address ("unknown" when there is no socket) is one shared bucket.
 */
export function clientBucket(ip: string | null | undefined): string {
  const address = (ip ?? "").trim().toLowerCase().split("%")[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return "unknown";
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
