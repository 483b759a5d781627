// sharp as the server uses it (docs/decisions/156-memory.md): libvips' operation cache off and one
// worker thread per image. Images are encoded rarely (an upload, the first request of a variant, the
// demo seed) and never from the same input twice, so the cache (50 MB by default) only held memory;
// each extra libvips thread keeps a malloc arena of its own, which holds its freed memory for good.
import sharp from "sharp";

sharp.cache(false);
sharp.concurrency(1);

export { sharp };
