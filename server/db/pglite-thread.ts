// The embedded database seen from the server's thread: PGlite's client methods that Drizzle and the server
// use (query, exec, transaction, listen, dumpDataDir, close), each a message to the worker thread that runs
// PGlite (pglite-worker.mjs, decision 187). Statements run there one at a time, as they did in this
// thread: PGlite's own locks order them, and a transaction holds them off until it ends.
//
// Messages: {id, op: "query", sql, params, rowMode, textTypes ("1082,1114,..." or absent), tx?, prepared?}
// answers {rows, fields, affectedRows} (`prepared`: a statement the server runs again and again, which
// the worker parses once and keeps under a name of its own, as PostgreSQL's driver does for a named one);
// "exec" (several statements); "begin" answers a transaction id, whose statements carry it as `tx`, and
// {op: "end", tx, commit} commits or rolls it back; "listen" makes the worker post {notify, payload}
// for each notification, before the answer of the statement that caused it; "dump" answers the data
// directory as an ArrayBuffer; {op: "pgdump", tx, args} runs pglite-tools' pgDump inside transaction
// `tx` and answers its SQL text (pgDump drives PGlite's wire protocol, so it must run where PGlite
// does); "close". Every answer is {id, value} or {id, error}.
import { Worker } from "node:worker_threads";
import { messages } from "@electric-sql/pglite";

type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };
type ErrorData = { message: string; name?: string; stack?: string; [key: string]: unknown };
type Answer = { id: number; value?: unknown; error?: ErrorData } | { notify: string; payload: string };

/** What a transaction's callback gets: statements inside the transaction. */
export type PgliteTransaction = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
  /** Ends the transaction with a rollback, as PGlite's own does (the callback's answer is then kept). */
  rollback(): Promise<void>;
  /** pglite-tools' pgDump with `args`, its statements in this transaction; answers the dump's SQL. */
  pgDump(args: string[]): Promise<string>;
};

/** A thrown error of PostgreSQL's (its code, constraint and fields) made again on this side. */
function errorFrom(data: ErrorData): Error {
  const error: Error =
    typeof data.code === "string" && data.severity !== undefined
      ? new messages.DatabaseError(data.message, Number(data.length ?? 0), "error")
      : new Error(data.message);
  const { stack: _stack, message: _message, ...fields } = data;
  Object.assign(error, fields);
  return error;
}

/**
 * The type ids a statement asks to keep as text (Drizzle: dates and times), sorted and joined: the
 * worker makes the same parsers. Drizzle passes the same parsers object with every run of a statement,
 * so each object's list is worked out once.
 */
const textTypeLists = new WeakMap<object, string>();
function textTypes(options?: QueryOptions): string | undefined {
  const parsers = options?.parsers;
  if (!parsers) return undefined;
  let list = textTypeLists.get(parsers);
  if (list === undefined) {
    list = Object.keys(parsers)
      .map(Number)
      .sort((a, b) => a - b)
      .join(",");
    textTypeLists.set(parsers, list);
  }
  return list;
}

export type PgliteThreadOptions = {
  dataDir?: string;
  /** A dumped data directory to start from (tests start from a migrated one). */
  loadDataDir?: Blob;
  startParams: string[];
  /** Called once if the worker stops on its own (a crash): every statement then fails as unavailable. */
  onFailure?: (error: Error) => void;
};

const WORKER_FILE = new URL("./pglite-worker.mjs", import.meta.url);

/**
 * The database thread's young generation: two 8 MB semi-spaces and V8's large-object share beside them
 * (3 x 8 MB). The server's own thread has V8's default, two of 16 MB, so that ten concurrent page
 * renders do not promote what each request still holds; this thread allocates far less, beside PGlite's
 * own memory, and keeps the smaller size for the process's memory goal (decision 269). A
 * `--max-semi-space-size` on the command line would override this limit.
 */
const DATABASE_THREAD_YOUNG_GENERATION_MB = 24;

/**
 * Every thread carries this mark, found by `isPgliteThread` where `instanceof` would not do: the server's
 * build bundles this module twice, in the server's bundle, which opens the database, and in React
 * Router's, whose routes run the statements, and each copy's class knows only its own instances. A key
 * of the global symbol registry is the same in both.
 */
const THREAD_MARK: unique symbol = Symbol.for("sovereign-defence.pglite-thread");

/** Whether `value` is a database thread, made by this copy of the module or another. */
export function isPgliteThread(value: unknown): value is PgliteThread {
  return typeof value === "object" && value !== null && THREAD_MARK in value;
}

export class PgliteThread {
  /** On the prototype: see THREAD_MARK. */
  get [THREAD_MARK]() {
    return true;
  }
  #worker: Promise<Worker>;
  #started: Worker | null = null;
  #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  #listeners = new Map<string, Set<(payload: string) => void>>();
  #failure: Error | null = null;
  #closed = false;
  /** The texts of the statements kept prepared (prepared-statement.ts). */
  #kept = new Set<string>();

  constructor(options: PgliteThreadOptions) {
    this.#worker = this.#start(options);
    this.#worker.catch(() => {}); // start-up failure answers each call instead
  }

  async #start({ dataDir, loadDataDir, startParams, onFailure }: PgliteThreadOptions) {
    const bytes = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(WORKER_FILE, {
      workerData: { dataDir, loadDataDir: bytes, startParams },
      transferList: bytes ? [bytes] : [],
      resourceLimits: { maxYoungGenerationSizeMb: DATABASE_THREAD_YOUNG_GENERATION_MB },
    });
    // Only calls in flight keep the process running (as a socket's would).
    worker.unref();
    this.#started = worker;
    worker.on("message", (answer: Answer) => this.#answer(answer));
    const fail = (cause: Error) => {
      if (this.#failure) return;
      // As a lost connection: the request is answered 503 and the outage is reported (availability.ts).
      this.#failure = Object.assign(new Error(`the embedded database stopped: ${cause.message}`), {
        code: "57P01",
        cause,
      });
      for (const { reject } of this.#pending.values()) reject(this.#failure);
      this.#pending.clear();
      if (!this.#closed) onFailure?.(this.#failure);
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`its thread exited (${code})`)));
    return worker;
  }

  #answer(answer: Answer) {
    if ("notify" in answer) {
      for (const listener of this.#listeners.get(answer.notify) ?? []) listener(answer.payload);
      return;
    }
    const call = this.#pending.get(answer.id);
    if (!call) return;
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#started?.unref();
    if (answer.error) call.reject(errorFrom(answer.error));
    else call.resolve(answer.value);
  }

  async #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#failure) throw this.#failure;
    const worker = await this.#worker;
    if (this.#failure) throw this.#failure;
    const id = this.#nextId++;
    if (this.#pending.size === 0) worker.ref();
    const answered = new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    worker.postMessage({ ...message, id });
    return answered;
  }

  query(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results> {
    return this.#call({
      op: "query",
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes: textTypes(options),
      tx,
      prepared: this.#kept.has(sql) || undefined,
    });
  }

  /**
   * Marks a statement's text as one to keep prepared: each run then skips PostgreSQL's parse and (after
   * its first runs, when a generic plan costs no more) its planning, which in WebAssembly is most of a
   * small statement's time (decision 262).
   */
  keepPrepared(sql: string) {
    this.#kept.add(sql);
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.#call({ op: "exec", sql, tx });
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: "begin" });
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      await this.#call({ op: "end", tx: id, commit });
    };
    const tx: PgliteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
      rollback: () => end(false),
      pgDump: (args) => this.#call({ op: "pgdump", tx: id, args }),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false).catch(() => {}); // the callback's error is the one to report
      throw error;
    }
    await end(true); // nothing when the callback rolled back itself
    return result;
  }

  /** Calls `callback` with each notification on `channel`; answers the unsubscribe. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#call({ op: "listen", channel });
    }
    listeners.add(callback);
    return async () => {
      listeners.delete(callback);
    };
  }

  /** The data directory as a tarball (`none`: uncompressed). */
  async dumpDataDir(compression: "none" | "gzip" | "auto" = "auto"): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ op: "dump", compression })]);
  }

  /** Closes the database (PGlite flushes the data directory), then the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      if (!this.#failure) await this.#call({ op: "close" });
    } finally {
      this.#closed = true;
      await (await this.#worker.catch(() => null))?.terminate();
    }
  }
}
