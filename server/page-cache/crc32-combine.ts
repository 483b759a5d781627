// CRC-32 of a concatenation from the CRC-32s of its parts (zlib's crc32_combine_gen / crc32_combine_op,
// RFC 1952's polynomial): a cached page's fixed parts are hashed once, and each answer only hashes its
// hole values and combines, instead of hashing the whole page again (gzip-template.ts).

/** The reflected CRC-32 polynomial. */
const POLY = 0xedb88320;

/** a times b modulo the CRC polynomial (both reflected). */
function multiplyModP(a: number, b: number): number {
  let m = 1 << 31;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N: number[] = [];
for (let k = 0, p = 1 << 30; k < 32; k++) {
  X2N.push(p >>> 0);
  p = multiplyModP(p, p);
}

/** The operator that shifts a CRC past `length` more bytes: made once per fixed part. */
export function crc32ShiftFor(length: number): number {
  let p = 1 << 31; // x^0
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n & 1) p = multiplyModP(X2N[k & 31]!, p);
  }
  return p >>> 0;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and crc32ShiftFor(length of B). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
