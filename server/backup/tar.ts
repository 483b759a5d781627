// The backup archive's container: a POSIX tar (ustar, with a PAX header for a name too long for it), so
// an operator can list or unpack a backup with `tar -tzf` and nothing of ours. Written and read as
// streams; only regular files, which is all a backup holds.
import type { Writable } from "node:stream";

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

export type TarEntry = { name: string; size: number; data: Buffer };

/** A header field: octal digits, NUL-terminated, within `width` bytes. */
function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: string, size: number, mtime: Date, type: "0" | "x", prefix = ""): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, "utf8");
  block.write(octal(0o600, 8), 100, "ascii"); // owner-only, like the archive itself
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write(type, 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  block.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

/** A name ustar can hold: up to 100 bytes, or a prefix of up to 155 and a name of 100 split at a "/". */
function ustarName(name: string): { name: string; prefix: string } | null {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: "" };
  for (let i = name.indexOf("/"); i >= 0; i = name.indexOf("/", i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { name: rest, prefix };
  }
  return null;
}

function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (Buffer.byteLength(`${length}${body}`) !== length) length++;
  return Buffer.from(`${length}${body}`, "utf8");
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries one after another into `out` (which may be a gzip stream), honouring back-pressure. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private write(chunk: Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      this.out.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  }

  /** One file; `body` must yield exactly `size` bytes. */
  async add(name: string, size: number, body: Buffer | AsyncIterable<Buffer>, mtime = new Date()) {
    const fits = ustarName(name);
    if (fits) await this.write(header(fits.name, size, mtime, "0", fits.prefix));
    else {
      const pax = paxRecord("path", name);
      await this.write(header("PaxHeader", pax.length, mtime, "x"));
      await this.write(Buffer.concat([pax, padding(pax.length)]));
      await this.write(header(name.slice(-100), size, mtime, "0"));
    }
    let written = 0;
    for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
      written += chunk.length;
      if (written > size) break;
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name}: expected ${size} bytes, got ${written}`);
    await this.write(padding(size));
  }

  /** The end-of-archive marker; then ends `out`. */
  async finish(): Promise<void> {
    await this.write(ZEROS);
    await new Promise<void>((resolve, reject) => {
      this.out.once("error", reject);
      this.out.end(resolve);
    });
  }
}

/** Not a tar archive we can read: the caller says so in its own words. */
export class TarFormatError extends Error {}

/** Reads bytes from a stream of chunks in the sizes asked for. */
class ChunkReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private readonly iterator: AsyncIterator<Buffer>;
  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }
  /** Exactly `n` bytes, or null at the end of the stream (a short read is an error). */
  async take(n: number): Promise<Buffer | null> {
    while (this.buffered < n) {
      const next = await this.iterator.next();
      if (next.done) {
        if (this.buffered === 0) return null;
        throw new TarFormatError("the archive ends in the middle of a file");
      }
      this.chunks.push(next.value);
      this.buffered += next.value.length;
    }
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const taken = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return Buffer.from(taken);
  }
}

const field = (block: Buffer, start: number, width: number) =>
  block
    .subarray(start, start + width)
    .toString("utf8")
    .replace(/\0.*$/s, "");

function parseOctal(block: Buffer, start: number, width: number): number {
  const text = field(block, start, width).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError("a header has no valid number");
  return Number.parseInt(text, 8);
}

function checksumHolds(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum === parseOctal(block, 148, 8);
}

/** Each regular file in order, whole (`maxEntryBytes` bounds what one may hold). */
export async function* readTar(
  source: AsyncIterable<Buffer>,
  maxEntryBytes = 2 ** 31 - 1,
): AsyncGenerator<TarEntry> {
  const reader = new ChunkReader(source);
  let longName: string | undefined;
  for (;;) {
    const block = await reader.take(BLOCK);
    if (!block) throw new TarFormatError("the archive has no end marker");
    if (block.every((b) => b === 0)) return;
    if (field(block, 257, 6) !== "ustar" || !checksumHolds(block))
      throw new TarFormatError("a header is not a tar header");
    const size = parseOctal(block, 124, 12);
    if (size > maxEntryBytes) throw new TarFormatError("a file in the archive is larger than allowed");
    const data = size > 0 ? await reader.take(size) : Buffer.alloc(0);
    if (!data) throw new TarFormatError("the archive ends in the middle of a file");
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad > 0 && !(await reader.take(pad)))
      throw new TarFormatError("the archive ends in the middle of a file");
    const type = field(block, 156, 1) || "0";
    if (type === "x") {
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString("utf8"))?.[1];
      continue;
    }
    if (type !== "0") continue; // folders and the like: a backup holds none
    const prefix = field(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
    longName = undefined;
    yield { name, size, data };
  }
}
