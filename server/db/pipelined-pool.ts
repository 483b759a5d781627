// PostgreSQL's pool, with its single statements pipelined (decision 275). A page's loader starts its
// reads together; through a plain pool each takes a connection of its own and costs the request thread
// a socket write, a read of its answer and the pool's hand-offs (the writes alone were 13.9% of
// `/admin/settings`' CPU when it made five statements). Here the statements started in one turn of the event loop (a request's reads, and the
// next statements of the requests whose answers came in one read) go on one connection and leave in
// one write (node-postgres's pipeline mode: each statement still has its own Sync, so one failing
// fails only itself); their answers come back in as few reads. They run one after the other there.
// The next turn takes an idle connection when there is one, opens another up to `pipelined`, and only
// when every one is busy queues behind the least busy (where a plain pool would make it wait for a
// free connection). Few connections batch best: a server of two cores runs two statements at once
// whatever the number. Transactions (and anything else that checks a connection out) keep the plain
// pool's own connections, `transactions` of them at most.
import pg from "pg";

type Pipe = {
  client: pg.Client;
  stream: { cork(): void; uncork(): void };
  /** Until the connection is made: its statements wait for it (and fail with its error). */
  connecting: Promise<void> | null;
  inFlight: number;
  open: boolean;
};

/** At most this many statements of one turn share a connection; the turn's next go on another. */
const STATEMENTS_PER_WRITE = 8;

export class PipelinedPool extends pg.Pool {
  private readonly pipes: Pipe[] = [];
  /** This turn's connection, and how many statements it was given. */
  private turn: { pipe: Pipe; statements: number } | null = null;

  constructor(
    private readonly settings: {
      client: pg.ClientConfig;
      /** Connections for single statements. */
      pipelined: number;
      /** Connections a transaction checks out (the plain pool's). */
      transactions: number;
      onConnectionError: (error: Error) => void;
    },
  ) {
    super({ ...settings.client, max: settings.transactions });
  }

  /** The connections single statements use now (the metrics' `pipelined`). */
  get pipelinedCount(): number {
    return this.pipes.filter((pipe) => pipe.open).length;
  }

  /** Single statements sent and not answered yet (the metrics' `sd_db_statements_in_flight`). */
  get statementsInFlight(): number {
    return this.pipes.reduce((sum, pipe) => sum + pipe.inFlight, 0);
  }

  // pg.Pool's signature: a statement with a callback (nothing of ours) keeps the plain pool's way.
  override query(...args: unknown[]): never {
    const [config, values, callback] = args;
    if (typeof values === "function" || typeof callback === "function" || this.ending) {
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const pipe = this.pipeForThisTurn();
    pipe.inFlight++;
    const settled = () => {
      pipe.inFlight--;
    };
    const send = () => pipe.client.query(config as pg.QueryConfig, values as unknown[]);
    const result = pipe.connecting ? pipe.connecting.then(send) : send();
    result.then(settled, settled);
    return result as never;
  }

  override async end(): Promise<void> {
    const pipes = this.pipes.splice(0);
    await Promise.all([super.end(), ...pipes.map((pipe) => pipe.client.end().catch(() => {}))]);
  }

  /** This turn's connection, corked until the turn ends so its statements leave in one write. */
  private pipeForThisTurn(): Pipe {
    const turn = this.turn;
    if (turn?.pipe.open && turn.statements < STATEMENTS_PER_WRITE) {
      turn.statements++;
      return turn.pipe;
    }
    const pipe = this.leastBusy();
    const next = { pipe, statements: 1 };
    this.turn = next;
    pipe.stream.cork();
    process.nextTick(() => {
      if (this.turn === next) this.turn = null;
      pipe.stream.uncork();
    });
    return pipe;
  }

  private leastBusy(): Pipe {
    for (let i = this.pipes.length - 1; i >= 0; i--) if (!this.pipes[i]!.open) this.pipes.splice(i, 1);
    const idle = this.pipes.find((pipe) => pipe.inFlight === 0);
    if (idle) return idle;
    if (this.pipes.length < this.settings.pipelined) return this.openPipe();
    return this.pipes.reduce((least, pipe) => (pipe.inFlight < least.inFlight ? pipe : least));
  }

  private openPipe(): Pipe {
    const client = new pg.Client({ ...this.settings.client, pipeline: true } as pg.ClientConfig);
    const connection = (client as unknown as { connection: { stream: Pipe["stream"] } }).connection;
    const pipe: Pipe = { client, stream: connection.stream, connecting: null, inFlight: 0, open: true };
    const close = () => {
      pipe.open = false;
    };
    // A connection the server drops fails the statements on it (availability.ts answers 503) and
    // is replaced on the next turn; unheard, its `error` event would end the process.
    client.on("error", (error) => {
      close();
      this.settings.onConnectionError(error);
    });
    client.on("end", close);
    // A connection that cannot be made fails the statements waiting for it with its own error (the
    // outage's code in the log: ECONNREFUSED, not the client's "Connection terminated").
    pipe.connecting = client.connect().then(
      () => {
        pipe.connecting = null;
      },
      (error: unknown) => {
        close();
        throw error;
      },
    );
    pipe.connecting.catch(() => {});
    this.pipes.push(pipe);
    return pipe;
  }
}
