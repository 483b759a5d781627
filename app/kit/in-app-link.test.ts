import { describe, expect, it } from "vitest";
import { followsInApp, replacesEntry } from "./in-app-link.ts";

const click = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

describe("followsInApp (React Router Link's rule for a click)", () => {
  it("follows a plain left click in the app", () => {
    expect(followsInApp(click)).toBe(true);
  });

  it("leaves every other click to the browser: a new tab, a new window, a download, one already handled", () => {
    expect(followsInApp({ ...click, button: 1 })).toBe(false);
    expect(followsInApp({ ...click, button: 2 })).toBe(false);
    expect(followsInApp({ ...click, metaKey: true })).toBe(false);
    expect(followsInApp({ ...click, ctrlKey: true })).toBe(false);
    expect(followsInApp({ ...click, shiftKey: true })).toBe(false);
    expect(followsInApp({ ...click, altKey: true })).toBe(false);
    expect(followsInApp({ ...click, defaultPrevented: true })).toBe(false);
  });
});

describe("replacesEntry (a link to the page shown replaces its history entry)", () => {
  const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });
  it("replaces when the link leads to exactly the page shown", () => {
    expect(replacesEntry("/admin/faqs", at("/admin/faqs"))).toBe(true);
  });
  it("pushes when the page shown differs, its search or its hash included", () => {
    expect(replacesEntry("/admin/faqs", at("/admin/programs"))).toBe(false);
    expect(replacesEntry("/admin/faqs", at("/admin/faqs", "?q=price"))).toBe(false);
    expect(replacesEntry("/admin/faqs", at("/admin/faqs", "", "#top"))).toBe(false);
  });
});
