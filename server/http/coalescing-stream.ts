// React's server renderer writes a document in 4 KB pieces and then calls `flush()` on its destination
// when it has written all it can for now (the shell, then each boundary or data chunk as it resolves).
// Handed on one by one, every piece crossed the web-stream adapters, was compressed on its own and
// written to the socket on its own: about a fifth of a signed-in page's CPU (docs/performance.md).
// This destination holds the pieces and passes them on as one at each flush, so streaming keeps its
// points (the same flushes), with one compression step and one socket write each.
import { Transform, type TransformCallback } from "node:stream";

export class CoalescingStream extends Transform {
  private pending: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    done();
  }

  /** Called by React after each round of writes: what it wrote goes on as one chunk. */
  flush() {
    if (this.pending.length === 0) return;
    const chunk = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.push(chunk);
  }

  override _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}
