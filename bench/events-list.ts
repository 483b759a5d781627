// Training Events at scale: 100,000 events (a year's past history and the future, statuses mixed),
// timing the list paths the operators' screen uses (bench/list-bench.ts).
import { sql } from "drizzle-orm";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { eventTable, listEventsPage } from "#server/events/training-events/list-events-page.ts";
import { benchAdmin } from "./bench-databases.ts";
import { runListBench } from "./list-bench.ts";

const EVENTS = 100_000;

export const benchEventsList = () =>
  runListBench({
    label: "Training Events list",
    seeded: `${EVENTS.toLocaleString("en")} events`,
    async seed(handle) {
      await handle.db.execute(sql`
        INSERT INTO training_events (title, description, event_type, status, start_time, end_time, location,
                                     max_capacity, current_capacity)
        SELECT 'Event ' || i, 'Description of event ' || i,
               (ARRAY['training','assessment','meeting','workshop','exam'])[1 + i % 5],
               CASE WHEN i % 50 = 0 THEN 'cancelled' WHEN i < ${EVENTS / 2} THEN 'completed' ELSE 'scheduled' END,
               now() + ((i - ${EVENTS / 2}) || ' hours')::interval,
               now() + ((i - ${EVENTS / 2}) || ' hours')::interval + interval '2 hours',
               'Site ' || (i % 200), 12, i % 12
        FROM generate_series(1, ${EVENTS}) AS i`);
      await handle.db.execute(sql`VACUUM ANALYZE`);
    },
    paths: [
      ["first page (earliest first)", ""],
      ["search 'Event 4242'", "q=Event%204242"],
      ["tab scheduled", "tab=scheduled"],
      ["filter location 'Site 17'", "f.location=Site%2017"],
      ["sort by start, newest first", "sort=startTime&dir=desc"],
      ["deep page (3,000 of 4,000)", "page=3000"],
    ],
    run: async (handle, search) =>
      (await listEventsPage(handle.db, benchAdmin, parseTableQuery(new URLSearchParams(search), eventTable)))
        .matching,
  });

if (import.meta.url === `file://${process.argv[1]}`) await benchEventsList();
