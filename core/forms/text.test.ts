import { describe, expect, it } from "vitest";
import {
  hasControlCharacters,
  lineItems,
  optionalText,
  requiredText,
  stripControlCharacters,
  text,
} from "./text.ts";
import { z } from "./zod.ts";

/** Every control character a string can hold: C0, DEL and C1. */
const ALL_CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
].join("");

describe("stripControlCharacters", () => {
  it("keeps tabs and line breaks and every printable character", () => {
    expect(stripControlCharacters("a\tb\r\nc é ✓ \u{1F600}")).toBe("a\tb\r\nc é ✓ \u{1F600}");
    expect(stripControlCharacters("\u0000\u0001\u001b[31m\u007f")).toBe("[31m");
  });

  it("removes NUL, the other C0 controls, DEL and the C1 controls; vertical tab and form feed break lines", () => {
    expect(stripControlCharacters(`x${ALL_CONTROLS}y`)).toBe("x\t\n\n\n\ry");
    expect(stripControlCharacters("a\u0085b\u009fc\u00a0d")).toBe("abc\u00a0d");
    expect(hasControlCharacters(stripControlCharacters(`a${ALL_CONTROLS}b`).replace(/\s/g, ""))).toBe(false);
  });
});

describe("hasControlCharacters", () => {
  it("finds any control character, tab and line breaks included, and nothing else", () => {
    for (const c of ALL_CONTROLS) expect(hasControlCharacters(`a${c}b`)).toBe(true);
    expect(hasControlCharacters("Zoë O'Brien-Smith 李")).toBe(false);
  });
});

describe("text", () => {
  it("as one line: removes control characters, collapses white space and trims", () => {
    expect(text().parse("  Mary\u0000 \t Ann\r\nLee\u0007  ")).toBe("Mary Ann Lee");
  });

  it("as lines: removes control characters, keeps line breaks as \\n and trims", () => {
    expect(text("lines").parse(" one\u0000\r\ntwo\u001b\rthree\vfour ")).toBe("one\ntwo\nthree\nfour");
  });

  it("stays a zod string, whose limits measure the cleaned text", () => {
    const field = text().min(2, "short").max(3, "long");
    expect(field.parse(`a${"\u0000".repeat(50)}bc`)).toBe("abc");
    expect(field.safeParse("\u0000a\u0001").error?.issues[0]?.message).toBe("short");
    expect(field.safeParse("abcd").error?.issues[0]?.message).toBe("long");
  });
});

describe("requiredText", () => {
  it("gives its one message for a missing, blank or control-only value", () => {
    const field = requiredText("Question is required");
    for (const value of [undefined, null, 3, "", "   ", "\u0000\u0001\u007f", "\u0000 \r\n "])
      expect(field.safeParse(value).error?.issues[0]?.message).toBe("Question is required");
    expect(field.parse(" Where\u0000 do we meet? ")).toBe("Where do we meet?");
  });
});

describe("optionalText", () => {
  it("stores blank (or only control characters) as null, and refuses what is too long", () => {
    const field = optionalText(5, { tooLong: "Subject is too long" });
    expect(field.parse(undefined)).toBeNull();
    expect(field.parse(" \u0000 ")).toBeNull();
    expect(field.parse(" ab\u0000c ")).toBe("abc");
    expect(field.safeParse("abcdef").error?.issues[0]?.message).toBe("Subject is too long");
    expect(optionalText(3).safeParse("abcd").error?.issues[0]?.message).toBe("Must be at most 3 characters");
    expect(optionalText(20, { shape: "lines" }).parse("a\u0000\r\nb")).toBe("a\nb");
  });

  it("no object schema made of them lets a control character through", () => {
    const schema = z.object({ a: requiredText("A"), b: optionalText(50), c: text("lines") });
    const out = schema.parse({ a: `x${ALL_CONTROLS}`, b: `y${ALL_CONTROLS}z`, c: `${ALL_CONTROLS}w` });
    for (const value of Object.values(out))
      expect(hasControlCharacters(String(value).replace(/[\t\n]/g, ""))).toBe(false);
  });
});

describe("lineItems", () => {
  const items = lineItems(20, "Too long");
  it("gives one item per line, each trimmed, blank lines and Windows line ends dropped", () => {
    expect(items.parse(" Boots \r\n\n\tGloves\n")).toEqual(["Boots", "Gloves"]);
  });
  it("gives no items for a missing or blank field", () => {
    expect(items.parse(undefined)).toEqual([]);
    expect(items.parse("  \n ")).toEqual([]);
  });
  it("refuses more than its limit with its message", () => {
    expect(items.safeParse("x".repeat(21)).error?.issues[0]?.message).toBe("Too long");
  });
});
