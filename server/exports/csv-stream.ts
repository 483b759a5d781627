// A CSV file as a byte stream (decision 148): the byte-order mark and the header row go out at once
// (the first byte does not wait for the database), then one page of rows per pull, so a slow download
// slows the reads instead of filling memory.
import { CSV_BOM, type CsvValue, csvLine } from "#core/exports/csv.ts";
import { safeError } from "#server/log-safe-error.ts";
import type { Logger } from "#server/logger.ts";

export type CsvColumn<Row> = [header: string, value: (row: Row) => CsvValue];

export function csvStream<Row>(
  columns: CsvColumn<Row>[],
  pages: AsyncGenerator<Row[]>,
  logger: Logger,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(columns.map(([header]) => header))));
      },
      async pull(controller) {
        try {
          const next = await pages.next();
          if (next.done) return controller.close();
          let text = "";
          for (const row of next.value) text += csvLine(columns.map(([, value]) => value(row)));
          controller.enqueue(encoder.encode(text));
        } catch (error) {
          // Headers are sent: the download can only end broken. The reason is logged without rows.
          logger.error({ err: safeError(error) }, "CSV export failed");
          controller.error(error);
        }
      },
      async cancel() {
        await pages.return(undefined);
      },
    },
    // One page buffered ahead at most.
    { highWaterMark: 1 },
  );
}
