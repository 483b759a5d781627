import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { revalidateUnlessTabSwitch } from "./search-tab";

const args = (from: string, to: string, formMethod?: string) =>
  ({
    currentUrl: new URL(from, "http://x"),
    nextUrl: new URL(to, "http://x"),
    formMethod,
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe("revalidateUnlessTabSwitch", () => {
  it("does not reload for a tab switch", () => {
    expect(revalidateUnlessTabSwitch(args("/members/schedule", "/members/schedule?tab=all"))).toBe(false);
    expect(revalidateUnlessTabSwitch(args("/m/login?tab=signup&verified=1", "/m/login?verified=1"))).toBe(
      false,
    );
  });

  it("reloads for anything else", () => {
    expect(revalidateUnlessTabSwitch(args("/members/schedule", "/members/schedule?view=a"))).toBe(true);
    expect(revalidateUnlessTabSwitch(args("/members/schedule", "/members/schedule"))).toBe(true);
    expect(revalidateUnlessTabSwitch(args("/members/schedule", "/members/schedule?tab=all", "POST"))).toBe(
      true,
    );
  });
});
