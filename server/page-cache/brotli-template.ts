// A page with holes, brotli-compressed once (about a fifth smaller than gzip, which on a phone's first
// round trip decides whether the page arrives in one window of TCP slow start or two). Brotli cannot
// splice like deflate (its decoder carries state from one block to the next), so the page is compressed
// up to its first hole, flushed to a byte boundary, and the rest (hole values and what follows them) is
// sent as uncompressed meta-blocks (RFC 7932, 9.2), then the empty last meta-block. Pages put their
// holes near the end (the application form's time stamp sits after its footer), so almost all of the
// page is compressed; a page without holes is compressed whole.
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import type { PageTemplate } from "./holes.ts";

const compress = promisify(brotliCompress);

/** An uncompressed meta-block carries at most 2^16 bytes with the shortest length field (4 nibbles). */
const MAX_UNCOMPRESSED = 1 << 16;
/** ISLAST = 1, ISLASTEMPTY = 1: the end of the stream. */
const LAST_EMPTY_META_BLOCK = Buffer.from([0x03]);

export type BrotliTemplate = {
  /** The page up to its first hole: a finished stream when there is no hole, else flushed, not final. */
  head: Buffer;
  /** The fixed text after each hole (the template's parts after the first). */
  tails: Buffer[];
};

/** Compresses a page once, off the main thread (quality 11 takes tens of milliseconds for a page). */
export async function brotliTemplate(template: PageTemplate): Promise<BrotliTemplate> {
  const [first = "", ...rest] = template.parts;
  const head = Buffer.from(first);
  const compressed = await compress(head, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: head.length,
    },
    // A page with holes goes on after its head: flushed to a byte boundary, not finished.
    ...(rest.length > 0 ? { finishFlush: constants.BROTLI_OPERATION_FLUSH } : {}),
  });
  return { head: compressed, tails: rest.map((part) => Buffer.from(part)) };
}

/** `data` as non-last uncompressed meta-blocks (the stream is byte-aligned after a flush). */
function uncompressedMetaBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let from = 0; from < data.length; from += MAX_UNCOMPRESSED) {
    const chunk = data.subarray(from, from + MAX_UNCOMPRESSED);
    // Bits, lowest first: ISLAST 0, MNIBBLES 0 (four nibbles), MLEN - 1 in 16 bits, ISUNCOMPRESSED 1,
    // then zero bits to the byte boundary.
    const header = ((chunk.length - 1) << 3) | (1 << 19);
    blocks.push(Buffer.from([header & 0xff, (header >>> 8) & 0xff, header >>> 16]), chunk);
  }
  return blocks;
}

/** The brotli stream of the page with `values` in its holes, in order. */
export function brotliFilled(template: BrotliTemplate, values: string[]): Buffer {
  if (template.tails.length === 0) return template.head;
  const rest = Buffer.concat(
    template.tails.flatMap((tail, index) => [Buffer.from(values[index] ?? ""), tail]),
  );
  return Buffer.concat([template.head, ...uncompressedMetaBlocks(rest), LAST_EMPTY_META_BLOCK]);
}
