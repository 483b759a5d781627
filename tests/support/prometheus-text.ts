// A strict reader of Prometheus' text exposition format (version 0.0.4) for tests: every line must be
// a HELP, a TYPE or a sample of a declared metric, else it throws naming the line.
export type Sample = { name: string; labels: Record<string, string>; value: number };

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
/** The series a histogram or summary writes under its own name. */
const SUFFIXES = ["_bucket", "_sum", "_count", ""];

export function parseExposition(text: string): Sample[] {
  const typed = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || HELP.test(line)) continue;
    const type = TYPE.exec(line);
    if (type) {
      typed.add(type[1]!);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not in the exposition format: ${line}`);
    const [, name, labelText = "", valueText] = sample;
    if (!SUFFIXES.some((s) => name!.endsWith(s) && typed.has(name!.slice(0, name!.length - s.length))))
      throw new Error(`a sample of an undeclared metric: ${line}`);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    let read = 0;
    for (let match = LABEL.exec(labelText); match; match = LABEL.exec(labelText)) {
      labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
      read = LABEL.lastIndex;
    }
    if (read !== labelText.length) throw new Error(`malformed labels: ${line}`);
    // Prometheus reads values as Go's ParseFloat does: NaN and Inf in any case (prom-client writes "Nan").
    const special = { nan: Number.NaN, "+inf": Infinity, inf: Infinity, "-inf": -Infinity }[
      valueText!.toLowerCase()
    ];
    const value = special ?? Number(valueText);
    if (special === undefined && (valueText === "" || Number.isNaN(value)))
      throw new Error(`not a number: ${line}`);
    samples.push({ name: name!, labels, value });
  }
  return samples;
}

/** The value of the one sample of `name` with these labels (among others), or undefined. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  return samples.find(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  )?.value;
}
