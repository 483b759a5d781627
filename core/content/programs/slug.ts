// SPEC: a program's slug is derived from its name, and a slug finds its program by case-insensitive name.
export function slugFromName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
