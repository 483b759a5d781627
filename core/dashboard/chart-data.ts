// Shapes the dashboard's grouped rows for a chart and its table (decision 147): every week or month of
// the range (empty ones as zeros), one series per program or status. The figures themselves come
// from the database; this only lays them out.

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Mondays of the weeks the range touches (the database's date_trunc('week') labels). */
export function weeksBetween(fromDay: string, toDay: string): string[] {
  const from = dayNumber(fromDay);
  const monday = from - ((new Date(from).getUTCDay() + 6) % 7) * DAY_MS;
  const weeks: string[] = [];
  for (let ms = monday; ms <= dayNumber(toDay); ms += 7 * DAY_MS) weeks.push(dayText(ms));
  return weeks;
}

/** The months (YYYY-MM) the range touches. */
export function monthsBetween(fromDay: string, toDay: string): string[] {
  const months: string[] = [];
  let [year, month] = fromDay.split("-").map(Number) as [number, number];
  const last = toDay.slice(0, 7);
  for (;;) {
    const label = `${year}-${String(month).padStart(2, "0")}`;
    months.push(label);
    if (label >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

export type Pivoted = { series: string[]; data: Record<string, string | number>[] };

/**
 * Rows of (category, series, n) as one record per category with a number per series, in the given
 * categories' order (missing ones as zeros), series sorted by name.
 */
export function pivot<Row>(
  rows: readonly Row[],
  categories: readonly string[],
  of: (row: Row) => { category: string; series: string; n: number },
  categoryKey = "category",
): Pivoted {
  const cells = rows.map(of);
  const series = [...new Set(cells.map((c) => c.series))].sort();
  const data = categories.map((category) => {
    const record: Record<string, string | number> = { [categoryKey]: category };
    for (const name of series) record[name] = 0;
    for (const cell of cells)
      if (cell.category === category) record[cell.series] = (record[cell.series] as number) + cell.n;
    return record;
  });
  return { series, data };
}
