import { expect, it } from "vitest";
import { activityTemplates, fillTemplateText, renamedTemplateText } from "./activity-templates.ts";

const template = activityTemplates.find((t) => t.subject.includes("{name}") || t.message.includes("{name}"))!;
const field = template.subject.includes("{name}") ? "subject" : "message";

it("names the person chosen later in words the template wrote, or keeps what the operator edited", () => {
  const written = fillTemplateText(template[field], null);
  expect(written).toContain("client");
  expect(renamedTemplateText(template, field, written, { from: null, to: "Amelia Hart" })).toBe(
    fillTemplateText(template[field], "Amelia Hart"),
  );
  const edited = `${written} (call after 5)`;
  expect(renamedTemplateText(template, field, edited, { from: null, to: "Amelia Hart" })).toBe(edited);
});
