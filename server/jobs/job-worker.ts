// The in-process worker: every instance polls the job table (cheap: an index on status and run_at) and
// runs what is due. Several instances may poll together: the claim hands each job to one of them.
import type { Services } from "#server/services.ts";
import { type JobHandlers, runDueJobs } from "./run-due-jobs.ts";

export type JobWorker = { stop(): Promise<void> };

const BATCH = 20;

export function startJobWorker(
  services: Services,
  handlers: JobHandlers<Services>,
  options: { intervalMs?: number } = {},
): JobWorker {
  const intervalMs = options.intervalMs ?? 1_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const pass = async () => {
    try {
      // A full batch may mean more is due: go on at once.
      while (!stopped) {
        const { done, retried, failed } = await runDueJobs(services, handlers, { limit: BATCH });
        if (done + retried + failed < BATCH) break;
      }
    } catch (error) {
      services.logger.error({ err: error }, "job pass failed");
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
