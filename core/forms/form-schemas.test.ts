// Every form schema of the app, given a valid form with control characters in each free-text field:
// it is accepted, and what comes out holds none (PostgreSQL refuses NUL in text). The schemas do this
// themselves, through core/forms/text.ts, not only because the body guard cleaned the form first.
import { describe, expect, it } from "vitest";
import { memberSignUpSchema } from "#core/auth/auth-schemas.ts";
import { faqFormSchema } from "#core/content/faqs/faq-schema.ts";
import { imageAltTextSchema, programFormSchema } from "#core/content/programs/program-schema.ts";
import { eventFormSchema } from "#core/events/training-events/event-schema.ts";
import { activityCompletionSchema, activityFormSchema } from "#core/leads/activities/activity-schema.ts";
import { applicationSchema } from "#core/leads/applications/application-schema.ts";
import { consultationFormSchema } from "#core/leads/consultations/consultation-schema.ts";
import { profileSchema } from "#core/members/profiles/profile-schema.ts";
import { userFormSchema } from "#core/users/user-schema.ts";
import { hasControlCharacters } from "./text.ts";
import type { z } from "./zod.ts";

const PROGRAM_ID = "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b";

/** Each schema, a valid form for it, and the fields a person types freely. */
const forms: { name: string; schema: z.ZodType; valid: Record<string, string>; text: string[] }[] = [
  {
    name: "FAQ",
    schema: faqFormSchema,
    valid: { question: "Where do we meet?", answer: "At the gate.\r\nBring ID.", displayOrder: "1" },
    text: ["question", "answer"],
  },
  {
    name: "program",
    schema: programFormSchema,
    valid: {
      name: "Close Protection",
      tagline: "Calm under pressure",
      description: "Five days.\r\nOne team.",
      duration: "5 days",
      targetAudience: "Officers",
      features: "Driving: evasive\r\nMedicine: first aid",
      displayOrder: "1",
    },
    text: ["name", "tagline", "description", "duration", "targetAudience", "features"],
  },
  { name: "image alt text", schema: imageAltTextSchema, valid: { altText: "A convoy" }, text: ["altText"] },
  {
    name: "event",
    schema: eventFormSchema("UTC"),
    valid: {
      title: "Night drive",
      description: "Bring a torch.",
      eventType: "training",
      startTime: "2030-01-01T10:00",
      endTime: "2030-01-01T11:00",
      location: "North range",
      meetingUrl: "https://meet.example/night",
      equipment: "Torch\nBoots",
      prerequisites: "Licence",
    },
    text: ["title", "description", "location", "meetingUrl", "equipment", "prerequisites"],
  },
  {
    name: "activity",
    schema: activityFormSchema("UTC"),
    valid: {
      activityType: "cancelled",
      contactMethod: "phone",
      subject: "Follow-up",
      message: "Called twice.",
      notes: "Prefers mornings.",
    },
    text: ["subject", "message", "notes"],
  },
  {
    name: "activity completion",
    schema: activityCompletionSchema,
    valid: { notes: "Went well." },
    text: ["notes"],
  },
  {
    name: "consultation (admin)",
    schema: consultationFormSchema(),
    valid: {
      title: "Mr",
      firstName: "Amelia",
      lastName: "Stone",
      email: "amelia@example.com",
      phoneNumber: "+44 20 7946 0000",
      country: "UK",
      city: "Leeds",
      occupation: "Pilot",
      company: "Acme",
      socialMediaLinks: "https://a.example\r\nhttps://b.example",
      programId: PROGRAM_ID,
    },
    text: [
      "firstName",
      "lastName",
      "phoneNumber",
      "country",
      "city",
      "occupation",
      "company",
      "socialMediaLinks",
    ],
  },
  {
    name: "application",
    schema: applicationSchema(),
    valid: {
      title: "Mrs",
      first_name: "Amelia",
      last_name: "Stone",
      date_of_birth: "1990-05-04",
      occupation: "Pilot",
      company: "Acme",
      email: "amelia@example.com",
      phone_number: "+44 20 7946 0000",
      country: "UK",
      city: "Leeds",
      social_media_links: "https://a.example",
      program_id: PROGRAM_ID,
    },
    text: [
      "first_name",
      "last_name",
      "date_of_birth",
      "occupation",
      "company",
      "phone_number",
      "country",
      "city",
      "social_media_links",
    ],
  },
  {
    name: "profile",
    schema: profileSchema,
    valid: { firstName: "Amelia", lastName: "Stone", phone: "+44 20 7946 0000" },
    text: ["firstName", "lastName", "phone"],
  },
  {
    name: "user",
    schema: userFormSchema,
    valid: { email: "amelia@example.com", firstName: "Amelia", lastName: "Stone", role: "member" },
    text: ["firstName", "lastName"],
  },
  {
    name: "member sign-up",
    schema: memberSignUpSchema,
    valid: {
      email: "amelia@example.com",
      firstName: "Amelia",
      lastName: "Stone",
      password: "long enough",
      confirmPassword: "long enough",
    },
    text: ["firstName", "lastName"],
  },
];

/** Whether anything in a parsed value (strings, lists, nested objects) holds a control character. */
function controlCharactersIn(value: unknown): boolean {
  if (typeof value === "string") return hasControlCharacters(value.replace(/[\t\n]/g, ""));
  if (Array.isArray(value)) return value.some(controlCharactersIn);
  if (value && typeof value === "object" && !(value instanceof Date))
    return Object.values(value).some(controlCharactersIn);
  return false;
}

describe.each(forms)("the $name form", ({ schema, valid, text }) => {
  it("accepts its valid form", () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  it.each(text)("takes control characters out of %s and keeps the rest of what was typed", (field) => {
    const clean = schema.parse(valid) as Record<string, unknown>;
    const typed = valid[field]!;
    const hostile = {
      ...valid,
      [field]: `\u0000${typed.slice(0, 2)}\u0000\u0007\u001b${typed.slice(2)}\u007f\u0085`,
    };
    const parsed = schema.safeParse(hostile);
    expect(parsed.error?.issues).toBeUndefined();
    const out = parsed.data as Record<string, unknown>;
    expect(controlCharactersIn(out)).toBe(false);
    expect(out[field]).toEqual(clean[field]);
  });
});
