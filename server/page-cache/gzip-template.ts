// A page with holes, gzip-compressed once: each fixed part is deflated on its own (ending on a byte
// boundary with a sync flush, the last one final), and each answer only adds its hole values as stored
// deflate blocks and the gzip trailer (CRC-32 and length of the whole page). One valid gzip stream per
// answer (RFC 1951/1952) without compressing the page again for every visitor.
import { constants, crc32, deflateRawSync } from "node:zlib";
import { crc32Combine, crc32ShiftFor } from "./crc32-combine.ts";
import type { PageTemplate } from "./holes.ts";

/** Magic, deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block holds at most 65,535 bytes. */
const MAX_STORED = 0xffff;

export type GzipTemplate = {
  parts: Buffer[];
  deflated: Buffer[];
  /** Each fixed part's CRC-32, and the operator that shifts a CRC past it (crc32-combine.ts). */
  crcs: number[];
  shifts: number[];
};

export function gzipTemplate(template: PageTemplate): GzipTemplate {
  const parts = template.parts.map((part) => Buffer.from(part));
  const deflated = parts.map((part, index) =>
    index === parts.length - 1
      ? deflateRawSync(part)
      : deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }),
  );
  return {
    parts,
    deflated,
    crcs: parts.map((part) => crc32(part)),
    shifts: parts.map((part) => crc32ShiftFor(part.length)),
  };
}

/** Non-final stored blocks holding `data` (the stream is byte-aligned after a sync flush). */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let from = 0; from < data.length; from += MAX_STORED) {
    const chunk = data.subarray(from, from + MAX_STORED);
    const header = Buffer.alloc(5);
    header[0] = 0; // BFINAL 0, BTYPE 00 (stored), then padding to the byte boundary
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** The gzip stream of the page with `values` in its holes, in order. */
export function gzipFilled(template: GzipTemplate, values: string[]): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  template.parts.forEach((part, index) => {
    pieces.push(template.deflated[index]!);
    crc = index === 0 ? template.crcs[0]! : crc32Combine(crc, template.crcs[index]!, template.shifts[index]!);
    length += part.length;
    if (index < values.length) {
      const value = Buffer.from(values[index]!);
      pieces.push(...storedBlocks(value));
      crc = crc32(value, crc);
      length += value.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
