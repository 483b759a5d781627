// SPEC section 9: dd/MM/yyyy, or dd/MM/yyyy HH:mm with time; empty shows a dash; invalid shows Invalid date.
const pad = (n: number) => String(n).padStart(2, "0");

function toDate(value: Date | string | null | undefined): Date | null | "invalid" {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "invalid" : date;
}

export function formatDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (date === null) return "-";
  if (date === "invalid") return "Invalid date";
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function formatDateTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (date === null) return "-";
  if (date === "invalid") return "Invalid date";
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
