import { describe, expect, it } from "vitest";
import { activityTemplates } from "./activity-templates.ts";
import {
  composeFromTemplate,
  emailDeliveryLabel,
  emailTemplates,
  isUndelivered,
  operatorSignature,
  recordEmailSchema,
} from "./record-email.ts";

describe("e-mail from the record", () => {
  it("offers exactly the activity templates that are e-mails", () => {
    expect(emailTemplates.map((t) => t.id)).toEqual(
      activityTemplates.filter((t) => t.contactMethod === "email").map((t) => t.id),
    );
    expect(emailTemplates.length).toBeGreaterThan(0);
  });

  it("fills a template with the person's name and signs it with the operator and the firm", () => {
    const signature = operatorSignature("Jane Operator", "Sovereign Defence");
    expect(signature).toBe("Jane Operator\nSovereign Defence");
    const draft = composeFromTemplate(emailTemplates[0]!, "Ada Lovelace", signature);
    expect(draft.subject).toContain("Ada Lovelace");
    expect(draft.body).toContain("Dear Ada Lovelace");
    expect(draft.body.endsWith("\n\nJane Operator\nSovereign Defence")).toBe(true);
  });

  it("checks the subject as one line and the message as several, within the activity's limits", () => {
    expect(recordEmailSchema.parse({ subject: "  Hello\nthere ", body: "\r\nOne\r\n\r\nTwo\n" })).toEqual({
      subject: "Hello there",
      body: "One\n\nTwo",
    });
    expect(recordEmailSchema.safeParse({ subject: "x".repeat(201), body: "y" }).success).toBe(false);
    expect(recordEmailSchema.safeParse({ subject: "x", body: "y".repeat(5001) }).success).toBe(false);
    expect(recordEmailSchema.safeParse({ subject: " ", body: "y" }).success).toBe(false);
  });

  it("words the delivery: sending, sent, not delivered once its job failed; nothing for other activities", () => {
    expect(emailDeliveryLabel(null, null)).toBeNull();
    expect(emailDeliveryLabel("sending", "pending")).toBe("Sending");
    expect(emailDeliveryLabel("sending", "failed")).toBe("Not delivered");
    expect(emailDeliveryLabel("sent", "done")).toBe("Sent");
    expect(isUndelivered("sent", "failed")).toBe(false);
  });
});
