// A value computed once per string key and given again, for values that never change for their key and
// cost to make: what a time zone name resolves to (an Intl.DateTimeFormat made to check it), a form's
// schema bound to the operator's time zone (zod builds every field's checks). At most `most` keys are
// kept: keys a request chose (a cookie names the time zone) beyond that are computed each time rather
// than growing the server's memory.
export function memoizeByKey<T>(compute: (key: string) => T, most = 256): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as T;
    const value = compute(key);
    if (kept.size < most) kept.set(key, value);
    return value;
  };
}
