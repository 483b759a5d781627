// CSV as spreadsheet programs open it (decision 148): UTF-8 with a byte-order mark, CRLF rows, every
// cell quoted, and a cell a spreadsheet would run as a formula neutralised with a leading apostrophe,
// as OWASP's CSV-injection advice says: one that starts with a tab or a carriage return, or whose first
// character after any blanks (spaces, line breaks, no-break and other Unicode spaces, which spreadsheets
// skip on import) is =, +, - or @.

/** The byte-order mark Excel needs to read the file as UTF-8. */
export const CSV_BOM = "\uFEFF";

// \s is JavaScript's whitespace and line terminators: what String.prototype.trim removes.
const FORMULA_START = /^[\t\r]|^\s*[=+\-@]/;

/** The text of a cell with a formula start made inert: the apostrophe makes it plain text. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: neutralised, then quoted (a quote doubled), so commas and line breaks stay inside it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  // Numbers are ours, never a formula: a negative number stays a number.
  const text = typeof value === "number" ? String(value) : neutraliseCell(String(value));
  return `"${text.replace(/"/g, '""')}"`;
}

/** One row of cells, ended with CRLF (RFC 4180). */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A file name safe in a Content-Disposition header: the list's name and the day. */
export function csvFileName(list: string, day: string): string {
  return `${list.replace(/[^a-z0-9-]/gi, "-")}-${day.replace(/[^0-9-]/g, "")}.csv`;
}
