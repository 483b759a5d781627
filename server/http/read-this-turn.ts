// What a Node stream gives before the event loop's next turn. A rendered page reaches the compression
// middleware in one or two flushes within one turn (the shell, then its data), so its whole body is
// known at once and can be compressed in one call in the request thread (compression.ts, decision 261);
// a body still coming after that turn (a slow loader's deferred data, an export) is handed back paused,
// to be streamed from where this left it.
import type { Readable } from "node:stream";

/**
 * Past this many bytes the body is treated as still coming, even if it ends in the same turn: a
 * synchronous compression of it would hold the event loop for every other request too long.
 */
const WHOLE_AT_MOST = 256 * 1024;

export type ThisTurn = {
  /** The chunks read, in order. */
  chunks: Uint8Array[];
  /** The stream ended in this turn: the chunks are the whole body. */
  ended: boolean;
  /**
   * The stream failed, or closed before its end (then without an error). Also set if it fails after
   * the turn, before whoever streams the rest listens.
   */
  failed: boolean;
  error?: Error;
};

export function readThisTurn(source: Readable, atMost = WHOLE_AT_MOST): Promise<ThisTurn> {
  return new Promise((resolve) => {
    const read: ThisTurn = { chunks: [], ended: false, failed: false };
    let bytes = 0;
    let turn: NodeJS.Immediate | undefined;
    const finish = () => {
      clearImmediate(turn);
      source.off("data", onData).off("end", onEnd).off("close", onClose);
      resolve(read);
    };
    // Still coming: paused where it is, so that whoever streams the rest loses nothing.
    const handBack = () => {
      source.pause();
      finish();
    };
    const onData = (chunk: Uint8Array) => {
      read.chunks.push(chunk);
      bytes += chunk.byteLength;
      if (bytes > atMost) handBack();
    };
    const onEnd = () => {
      read.ended = true;
      finish();
    };
    // Kept after the turn: an error the stream emits later (also one queued before whoever takes it
    // over listens) is recorded, never left unhandled.
    const onError = (error: Error) => {
      read.failed = true;
      read.error ??= error;
      finish();
    };
    const onClose = () => {
      read.failed = true;
      finish();
    };
    source.on("error", onError);
    if (source.destroyed) {
      // Torn down already (a client that hung up aborts the render): nothing more will come.
      read.failed = true;
      read.error = source.errored ?? undefined;
      return finish();
    }
    turn = setImmediate(handBack);
    source.on("data", onData).on("end", onEnd).on("close", onClose);
  });
}
