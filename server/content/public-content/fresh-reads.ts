/**
 * Wraps a read so that each caller gets the result of a read that started after it called (so it sees
 * every write committed before it asked), while callers that arrive during a read share the next one:
 * under load one round trip answers many requests.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight = false;
  let next: { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void } | null = null;

  const start = () => {
    const batch = next!;
    next = null;
    inFlight = true;
    Promise.resolve()
      .then(read)
      .then(batch.resolve, batch.reject)
      .finally(() => {
        inFlight = false;
        if (next) start();
      });
  };

  return () => {
    if (!next) {
      let resolve!: (value: T) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      next = { promise, resolve, reject };
    }
    const { promise } = next;
    if (!inFlight) start();
    return promise;
  };
}
