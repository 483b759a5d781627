import { describe, expect, it } from "vitest";
import { validTimeZone } from "./dates/time-zone.ts";
import { eventFormSchema } from "./events/training-events/event-schema.ts";
import { activityFormSchema } from "./leads/activities/activity-schema.ts";
import { memoizeByKey } from "./memoize-by-key.ts";

describe("memoizeByKey", () => {
  it("computes a key's value once and gives it again", () => {
    const computed: string[] = [];
    const upper = memoizeByKey((key) => {
      computed.push(key);
      return { value: key.toUpperCase() };
    });
    const first = upper("paris");
    expect(upper("paris")).toBe(first);
    expect(upper("london")).toEqual({ value: "LONDON" });
    expect(computed).toEqual(["paris", "london"]);
  });

  it("keeps at most `most` keys: past them a value is right but computed each time", () => {
    let calls = 0;
    const length = memoizeByKey((key) => {
      calls++;
      return key.length;
    }, 2);
    length("a");
    length("bb");
    expect(length("ccc")).toBe(3);
    expect(length("ccc")).toBe(3);
    expect(calls).toBe(4);
    length("a");
    expect(calls).toBe(4);
  });

  it("gives the time zone forms one schema per zone, and a zone's name as the runtime spells it", () => {
    expect(activityFormSchema("Europe/Paris")).toBe(activityFormSchema("Europe/Paris"));
    expect(activityFormSchema("Europe/Paris")).not.toBe(activityFormSchema("Asia/Tokyo"));
    expect(eventFormSchema("Europe/Paris")).toBe(eventFormSchema("Europe/Paris"));
    expect(validTimeZone("europe/paris")).toBe("Europe/Paris");
    expect(validTimeZone("Not/A_Zone")).toBeNull();
    expect(validTimeZone("Not/A_Zone")).toBeNull();
  });
});
