import { describe, expect, it } from "vitest";
import { eventFormSchema as formIn, toEventValues, toWallTime, wallTimeIn } from "./event-schema.ts";

const eventFormSchema = formIn("UTC");

const valid = {
  title: "Range Day",
  eventType: "training",
  startTime: "2026-03-29T00:30",
  endTime: "2026-03-29T03:30",
  maxCapacity: "12",
  equipment: "Boots\n\n Gloves ",
};

describe("the operators' event form", () => {
  it("reads lists one per line, capacity as a whole number, empty fields as null", () => {
    const parsed = eventFormSchema.parse(valid);
    expect(parsed).toMatchObject({
      maxCapacity: 12,
      cancellationCutoffHours: null,
      meetingUrl: null,
      isMandatory: false,
    });
    expect(parsed.equipment).toEqual(["Boots", "Gloves"]);
    expect(toEventValues(parsed, "UTC").requirements).toEqual({
      equipment: ["Boots", "Gloves"],
      prerequisites: [],
    });
  });

  it("refuses an end not after the start, a non-https meeting link and a capacity below 1", () => {
    const result = eventFormSchema.safeParse({
      ...valid,
      endTime: valid.startTime,
      meetingUrl: "http://meet.example.com",
      maxCapacity: "0",
    });
    const messages = result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ["meetingUrl", "Meeting URL must be an https:// address"],
        ["maxCapacity", "Capacity must be at least 1"],
      ]),
    );
    expect(eventFormSchema.safeParse({ ...valid, endTime: valid.startTime }).error?.issues[0]?.message).toBe(
      "End must be after the start",
    );
  });

  it("compares start and end as instants in the operator's zone, and refuses an end equal to the start", () => {
    const endError = (zone: string, startTime: string, endTime: string) =>
      formIn(zone)
        .safeParse({ ...valid, startTime, endTime })
        .error?.issues.filter((i) => i.path.join(".") === "endTime")
        .map((i) => i.message);
    const refused = ["End must be after the start"];
    // The same minute, written with and without seconds: longer as text, the same instant.
    expect(endError("UTC", "2026-05-04T09:30", "2026-05-04T09:30:00")).toEqual(refused);
    expect(endError("UTC", "2026-05-04T09:30", "2026-05-04T09:30:59")).toEqual(refused);
    expect(endError("UTC", "2026-05-04T09:30", "2026-05-04T09:31")).toBeUndefined();
    // London skips 01:00-02:00 on 29 March 2026: 01:30 is read as 02:30 BST, later than 02:15 BST,
    // although "02:15" sorts after "01:30" as text. In UTC the same pair is fine.
    expect(endError("Europe/London", "2026-03-29T01:30", "2026-03-29T02:15")).toEqual(refused);
    expect(endError("UTC", "2026-03-29T01:30", "2026-03-29T02:15")).toBeUndefined();
    // A malformed time gets its own message only.
    expect(endError("UTC", "2026-05-04T09:30", "soon")).toEqual(["End must be a date and time"]);
  });

  it("reads wall times in the operator's zone, across a change of clocks", () => {
    // London springs forward at 01:00 UTC on 29 March 2026.
    expect(wallTimeIn("Europe/London", "2026-03-29T00:30").toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(wallTimeIn("Europe/London", "2026-03-29T03:30").toISOString()).toBe("2026-03-29T02:30:00.000Z");
    expect(toWallTime("Europe/London", new Date("2026-03-29T02:30:00Z"))).toBe("2026-03-29T03:30");
  });
});
