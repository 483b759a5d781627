// sharp as the server uses it (docs/decisions/156-memory.md): loaded on the first image it encodes, not
// at start-up (libvips and its bindings are about 30 MB of a process that may never encode an image:
// variants are encoded once and then served from storage, decision 159), with libvips' operation cache
// off and one worker thread per image. Images are encoded rarely (an upload, the first request of a
// variant, the demo seed) and never from the same input twice, so the cache (50 MB by default) only held
// memory; each extra libvips thread keeps a malloc arena of its own, which holds its freed memory for good.
import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
