import { describe, expect, it } from "vitest";
import { activityHintKeys, takeActivityHints, writeActivityHints } from "./activity-hints.ts";
import { cleanPrefill, quickSchedulePrefill, templatePrefill } from "./activity-prefill.ts";
import { activityTemplates, fillTemplateText, templateById } from "./activity-templates.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const LEAD = "3f1c7d9e-2b4a-4c8e-9f00-1234567890ab";
const OWNER = "7b0c2a4e-1f3d-4c5b-9a8e-2d1f0e3c4b5a";
const now = new Date(Date.UTC(2026, 0, 10, 9));

describe("session-storage hints", () => {
  it("reads the spec's hints once, dropping what is not valid", () => {
    const storage = memoryStorage({
      activityFilter: "overdue",
      editActivityId: "not-an-id",
      priority: "urgent",
      contactMethod: "carrier-pigeon",
      subject: "Call back",
      message: "About the program",
      trigger: "quick-call",
    });
    expect(takeActivityHints(storage)).toEqual({
      filter: "overdue",
      prefill: {
        trigger: "quick-call",
        priority: "urgent",
        subject: "Call back",
        message: "About the program",
      },
    });
    expect(storage.items.size).toBe(0);
    expect(takeActivityHints(storage)).toEqual({});
  });

  it("opens the form only when a trigger asks for it", () => {
    const storage = memoryStorage({
      [activityHintKeys.subject]: "Left over",
      [activityHintKeys.editId]: LEAD,
    });
    expect(takeActivityHints(storage)).toEqual({ editId: LEAD });
  });

  it("carries a quick action from a lead to the form", () => {
    const storage = memoryStorage();
    writeActivityHints(
      storage,
      quickSchedulePrefill("call", { id: LEAD, name: "Ada Lovelace", ownerId: OWNER }, now),
    );
    expect(takeActivityHints(storage).prefill).toEqual({
      trigger: "quick-call",
      contactMethod: "phone",
      priority: "high",
      subject: "Follow-up Call",
      durationMinutes: 15,
      scheduledAt: "2026-01-10T11:00:00.000Z",
      consultationId: LEAD,
      contactName: "Ada Lovelace",
      assignedToUserId: OWNER,
    });
  });
});

describe("quick schedules and templates", () => {
  it("schedules the e-mail 24 hours ahead at normal priority", () => {
    expect(quickSchedulePrefill("email", { id: LEAD, name: "Ada" }, now)).toMatchObject({
      contactMethod: "email",
      priority: "normal",
      subject: "Follow-up Email",
      scheduledAt: "2026-01-11T09:00:00.000Z",
    });
  });

  it("has the spec's eight templates and fills in the name, or client", () => {
    expect(activityTemplates).toHaveLength(8);
    expect(activityTemplates.filter((t) => t.popular).map((t) => t.id)).toEqual([
      "follow-up-email",
      "follow-up-call",
      "consultation-call",
    ]);
    expect(templateById("urgent-follow-up")).toMatchObject({
      priority: "urgent",
      contactMethod: "phone",
      durationMinutes: 15,
    });
    expect(fillTemplateText("Call {name} about {name}'s plan", "Ada")).toBe("Call Ada about Ada's plan");
    expect(fillTemplateText("Dear {name},", "  ")).toBe("Dear client,");
    expect(templatePrefill(templateById("consultation-call")!, null)).toMatchObject({
      contactMethod: "video_call",
      durationMinutes: 30,
      subject: "Private consultation with client",
    });
  });

  it("keeps only valid values from an event's detail", () => {
    expect(
      cleanPrefill({ durationMinutes: -3, scheduledAt: "soon", consultationId: "1 OR 1=1", priority: 7 }),
    ).toEqual({});
  });
});
