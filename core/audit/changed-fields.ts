// An update's audit row keeps only what changed (decision 144): the fields whose values differ, each
// side holding its own value. Dates compare by instant; objects and arrays by their JSON.

type Fields = Record<string, unknown>;

const comparable = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : value && typeof value === "object"
      ? JSON.stringify(value)
      : value;

export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changedBefore: Fields = {};
  const changedAfter: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (comparable(before[key]) === comparable(after[key])) continue;
    if (key in before) changedBefore[key] = before[key];
    if (key in after) changedAfter[key] = after[key];
  }
  return { before: changedBefore, after: changedAfter };
}
