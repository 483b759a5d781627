// The embedded database's own thread (decision 187). PGlite runs PostgreSQL compiled to WebAssembly: every
// statement's parse, plan and execution, and the parsing of its answer, is CPU on the thread that calls
// it. Here, that is this worker, not the thread that serves requests: while a statement runs, the server
// goes on parsing, rendering and writing other requests' answers.
//
// The server's side is server/db/pglite-thread.ts; the messages between the two are described there.
// Plain JavaScript, so the same file runs under the build, the tests and `npm run dev` without a loader.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse, protocol, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const { dataDir, loadDataDir, startParams } = workerData;
if (!parentPort) throw new Error("pglite-worker.mjs runs as a worker thread");
const port = parentPort;

// pg_trgm: the trigram indexes of the search columns (a migration creates the extension).
const db = new PGlite({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  extensions: { pg_trgm },
  startParams,
});
// Start-up failing is answered to each request (PGlite rejects them with the same error); nothing to
// report on its own here.
db.waitReady.catch(() => {});

/** Open transactions by id: the handle their statements run on, and how to end them. */
const transactions = new Map();
let nextTransaction = 1;

const keepText = (value) => value;

/**
 * The types Drizzle asks every statement to keep as text (dates, times, intervals and their arrays),
 * which it parses itself. A statement that passes parsers of its own makes PGlite copy its whole parser
 * table for that statement: 120-250 µs of a 510 µs statement. So once PGlite is ready these are its own
 * parsers, and a statement asking for exactly them passes none. Any other set (a raw statement asks for
 * none) gets a table of its own, with PGlite's defaults back for the types it does not ask for.
 */
const TEXT_TYPES = [1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231];
const TEXT_KEY = TEXT_TYPES.join(",");
/** The array types among them, and their elements' types. */
const ELEMENT_OF = { 1115: 1114, 1182: 1082, 1185: 1184, 1187: 1186 };
let defaults = {};
const textByDefault = db.waitReady.then(() => {
  // PGlite's own parsers first. Its array parsers look up their elements' parser when they run, which
  // would then be text: theirs are made here with the element's default.
  defaults = Object.fromEntries(
    TEXT_TYPES.map((id) => {
      if (!(id in ELEMENT_OF)) return [id, db.parsers[id]];
      const element = db.parsers[ELEMENT_OF[id]];
      return [id, element ? (value) => types.arrayParser(value, element, id) : db.parsers[id]];
    }),
  );
  for (const id of TEXT_TYPES) db.parsers[id] = keepText;
});
// A start-up failure is answered to each statement, as above.
textByDefault.catch(() => {});
const parserTables = new Map();

/**
 * The parsers a statement passes for the types it asks to keep as text (their ids sorted and joined,
 * pglite-thread.ts): none for Drizzle's own set.
 */
function parsersFor(list = "") {
  if (list === TEXT_KEY) return undefined;
  let table = parserTables.get(list);
  if (!table) {
    table = { ...defaults };
    for (const id of list ? list.split(",") : []) table[Number(id)] = keepText;
    parserTables.set(list, table);
  }
  return table;
}

/** An error as data: its message, name and PostgreSQL fields (the code first). */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const data = { message: error.message, name: error.name, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean", "undefined"].includes(typeof value))
      data[key] = value;
    else if (key === "params" && Array.isArray(value)) data[key] = value;
  }
  return data;
}

/** Whatever the statement's rows hold (text, numbers, bigints, byte arrays, JSON) is cloned as it is. */
function resultData(result) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

/**
 * The statements kept prepared (pglite-thread.ts `keepPrepared`), by their text: the name this worker
 * gave each and its parameters' types. PostgreSQL keeps a prepared statement for the session, and PGlite
 * is one session, so each is parsed once for the life of the database.
 */
const preparedStatements = new Map();
let nextStatement = 1;
/**
 * Runs after which a kept statement is parsed again. PGlite runs no autovacuum (one session, no
 * background workers), so nothing refreshes the statistics a kept plan was made from or tells it that
 * its tables grew: a list's plan made on five rows would stay a sequential scan at 100,000. Parsed
 * again, its plan is made for the tables as they are now (the planner reads a table's current size),
 * for one parse and plan in a thousand runs (decision 263).
 */
const REPARSE_AFTER_RUNS = 1000;
const serialize = protocol.serialize;

/** SQLSTATE of a prepared statement that no longer exists (`DEALLOCATE ALL`, `DISCARD ALL`). */
const NO_SUCH_STATEMENT = "26000";

/**
 * A kept statement, run as PGlite's `query` runs one but on its named statement: Bind, Describe (the
 * rows' fields), Execute and Sync, with Parse and the statement's Describe only the first time. Outside
 * a transaction it waits for any open one to end (PGlite's own lock) and syncs the files after, as
 * `query` does; inside one it runs in it. A statement dropped behind its back (pgDump ends with
 * `DEALLOCATE ALL`) is forgotten, and parsed again at once when no transaction is open.
 */
async function runPrepared(message, options) {
  const inTransaction = message.tx !== undefined;
  if (inTransaction) runner(message.tx); // throws when it has ended
  const run = () => db._runExclusiveQuery(() => runOnKeptStatement(message, options, inTransaction));
  if (inTransaction) return run();
  await db._checkReady();
  return db._runExclusiveTransaction(async () => {
    try {
      return await run();
    } catch (error) {
      if (error?.code !== NO_SUCH_STATEMENT) throw error;
      return await run();
    }
  });
}

async function runOnKeptStatement(message, options, inTransaction) {
  const send = (bytes) => db.execProtocolStream(bytes, { syncToFs: false });
  const answers = [];
  let statement = preparedStatements.get(message.sql);
  try {
    if (statement && statement.runs >= REPARSE_AFTER_RUNS) {
      preparedStatements.delete(message.sql);
      answers.push(...(await send(serialize.close({ type: "S", name: statement.name }))));
      statement = undefined;
    }
    if (!statement) {
      // A new name each try: one whose Parse failed is never used again.
      const name = `pglite_kept_${nextStatement++}`;
      answers.push(...(await send(serialize.parse({ name, text: message.sql }))));
      const described = await send(serialize.describe({ type: "S", name }));
      const types = described.find((m) => m.name === "parameterDescription")?.dataTypeIDs ?? [];
      statement = { name, types, runs: 0 };
      preparedStatements.set(message.sql, statement);
    }
    const values = message.params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[statement.types[i]];
      return serializer ? serializer(value) : value.toString();
    });
    statement.runs++;
    answers.push(...(await send(serialize.bind({ statement: statement.name, values }))));
    answers.push(...(await send(serialize.describe({ type: "P" }))));
    answers.push(...(await send(serialize.execute({}))));
  } catch (error) {
    if (error?.code === NO_SUCH_STATEMENT) preparedStatements.delete(message.sql);
    // As PGlite's `query` reports one: the statement and its values beside PostgreSQL's fields.
    if (error instanceof Error) Object.assign(error, { query: message.sql, params: message.params });
    throw error;
  } finally {
    answers.push(...(await send(serialize.sync())));
  }
  if (!inTransaction) await db.syncToFs();
  return parse.parseResults(answers, db.parsers, options)[0];
}

function runner(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error("the transaction has ended");
  return open.handle;
}

async function handle(message) {
  switch (message.op) {
    case "query": {
      await textByDefault;
      const options = { rowMode: message.rowMode, parsers: parsersFor(message.textTypes) };
      if (message.prepared) return resultData(await runPrepared(message, options));
      return resultData(await runner(message.tx).query(message.sql, message.params, options));
    }
    case "exec":
      return (await runner(message.tx).exec(message.sql)).map(resultData);
    case "begin": {
      // PGlite's own transaction: its lock keeps every other statement out until it ends. The id is
      // answered once BEGIN has run; the end message settles the callback (commit, or rollback by throwing).
      const id = nextTransaction++;
      let began;
      const started = new Promise((resolve) => {
        began = resolve;
      });
      const done = db.transaction(
        (handle) =>
          new Promise((commit, rollback) => {
            transactions.set(id, { handle, commit, rollback });
            began();
          }),
      );
      // A failed BEGIN (or start-up) answers this message; a later failure answers the end message.
      const failed = done.then(
        () => null,
        (error) => ({ error }),
      );
      const first = await Promise.race([started.then(() => null), failed]);
      if (first?.error) throw first.error;
      transactions.get(id).done = failed;
      return id;
    }
    case "end": {
      const open = transactions.get(message.tx);
      if (!open) throw new Error("the transaction has ended");
      transactions.delete(message.tx);
      if (message.commit) open.commit();
      else open.rollback(new Error("rolled back"));
      const outcome = await open.done;
      if (outcome?.error && message.commit) throw outcome.error;
      return null;
    }
    case "listen":
      await db.listen(message.channel, (payload) => port.postMessage({ notify: message.channel, payload }));
      return null;
    case "dump": {
      const file = await db.dumpDataDir(message.compression);
      const bytes = await file.arrayBuffer();
      return bytes;
    }
    case "pgdump": {
      // The backup's dump (server/backup/dump-database.ts): pgDump's queries run in the caller's
      // transaction (the database's would wait for it to end), and its protocol messages go to the one
      // connection, which that transaction holds. Loaded when a backup runs, not at start (decision 159).
      const tx = runner(message.tx);
      const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
      // pgDump's own statements read only text (its search_path): PGlite's parsers do not touch them.
      const inTransaction = {
        query: tx.query.bind(tx),
        exec: tx.exec.bind(tx),
        execProtocolRawStream: db.execProtocolRawStream.bind(db),
      };
      try {
        const file = await pgDump({ pg: inTransaction, args: message.args });
        return await file.text();
      } finally {
        // It ends with DEALLOCATE ALL: the kept statements are gone from the session.
        preparedStatements.clear();
      }
    }
    case "close":
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

port.on("message", (message) => {
  handle(message).then(
    (value) => port.postMessage({ id: message.id, value }, value instanceof ArrayBuffer ? [value] : []),
    (error) => port.postMessage({ id: message.id, error: errorData(error) }),
  );
});
