import { describe, expect, it } from "vitest";
import { fieldErrors } from "#core/forms/form-result.ts";
import {
  applicationMessages,
  applicationSchema,
  applicationSubmissionSchema,
  displayedAge,
  emptyApplication,
} from "./application-schema.ts";

const today = new Date(Date.UTC(2026, 10, 21));
const valid = {
  title: "Dr",
  first_name: "  Amelia ",
  last_name: "Hart",
  date_of_birth: "1980-11-22",
  occupation: "Chief Executive",
  company: "",
  email: "amelia.hart@example.com",
  phone_number: "+44 20 7946 0000",
  country: "United Kingdom",
  city: "London",
  social_media_links: "  ",
  program_id: "0b6f7c1e-3f0a-4d2b-9a61-6c1d2e3f4a5b",
};
const parse = (values: Record<string, unknown>) => applicationSchema(today).safeParse(values);
const errorsOf = (values: Record<string, unknown>) => {
  const result = parse(values);
  if (result.success) throw new Error("expected errors");
  return fieldErrors(result.error);
};

describe("applicationSchema", () => {
  it("accepts a complete application, trims, stores blank optionals as null, computes the age", () => {
    const result = parse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      firstName: "Amelia",
      company: null,
      socialMediaLinks: null,
      age: 45,
      numberOfPeople: 1,
    });
  });

  it("names every answer of a parsed application as the consultation's field, values untouched", () => {
    const parsed = applicationSchema(new Date(Date.UTC(2026, 10, 21))).parse({
      title: "Dr",
      first_name: " Amelia ",
      last_name: "Hart",
      date_of_birth: "1980-11-22",
      occupation: "Chief Executive",
      company: "",
      email: "amelia.hart@example.com",
      phone_number: "+44 20 7946 0000",
      country: "United Kingdom",
      city: "London",
      social_media_links: "https://a.example",
      program_id: "0b6f7c1e-3f0a-4d2b-9a61-6c1d2e3f4a5b",
    });
    expect(parsed).toEqual({
      title: "Dr",
      firstName: "Amelia",
      lastName: "Hart",
      dateOfBirth: "1980-11-22",
      occupation: "Chief Executive",
      company: null,
      email: "amelia.hart@example.com",
      phoneNumber: "+44 20 7946 0000",
      country: "United Kingdom",
      city: "London",
      socialMediaLinks: "https://a.example",
      programId: "0b6f7c1e-3f0a-4d2b-9a61-6c1d2e3f4a5b",
      age: 45,
      numberOfPeople: 1,
    });
  });

  it("gives the spec's message for every empty required field", () => {
    expect(errorsOf(emptyApplication)).toEqual({
      title: "Title is required",
      first_name: "First name is required",
      last_name: "Last name is required",
      date_of_birth: "Date of birth is required",
      occupation: "Occupation is required",
      email: "Invalid email address",
      phone_number: "Phone number is required",
      country: "Country is required",
      city: "City is required",
      program_id: "Please select a program",
    });
  });

  it("gives the same messages when the fields are missing altogether", () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(
      [
        "city",
        "country",
        "date_of_birth",
        "email",
        "first_name",
        "last_name",
        "occupation",
        "phone_number",
        "program_id",
        "title",
      ].sort(),
    );
    expect(errorsOf({}).first_name).toBe("First name is required");
  });

  it("refuses a title outside the spec's list, a bad e-mail and a malformed program id", () => {
    expect(errorsOf({ ...valid, title: "King" }).title).toBe("Title is required");
    expect(errorsOf({ ...valid, email: "not-an-email" }).email).toBe("Invalid email address");
    expect(errorsOf({ ...valid, program_id: "42" }).program_id).toBe(applicationMessages.invalidProgram);
  });

  it("requires the applicant to be 18 and the date to be real", () => {
    expect(parse({ ...valid, date_of_birth: "2008-11-21" }).success).toBe(true);
    expect(errorsOf({ ...valid, date_of_birth: "2008-11-22" }).date_of_birth).toBe(
      "You must be at least 18 years old to apply.",
    );
    expect(errorsOf({ ...valid, date_of_birth: "2030-01-01" }).date_of_birth).toBe(
      applicationMessages.invalidDateOfBirth,
    );
    expect(errorsOf({ ...valid, date_of_birth: "1980-02-30" }).date_of_birth).toBe(
      applicationMessages.invalidDateOfBirth,
    );
    expect(errorsOf({ ...valid, date_of_birth: "1880-01-01" }).date_of_birth).toBe(
      applicationMessages.invalidDateOfBirth,
    );
  });

  it("limits the length of every field", () => {
    const long = "x".repeat(2001);
    for (const field of [
      "first_name",
      "last_name",
      "occupation",
      "company",
      "phone_number",
      "country",
      "city",
    ]) {
      expect(errorsOf({ ...valid, [field]: long })[field]).toMatch(/too long/);
    }
    expect(errorsOf({ ...valid, social_media_links: long }).social_media_links).toMatch(/too long/);
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@example.com` }).email).toBe(
      "Invalid email address",
    );
  });

  it("keeps social media links on separate lines but flattens single-line fields", () => {
    const result = parse({
      ...valid,
      first_name: "Ame\nlia",
      social_media_links: "https://a.example\r\nhttps://b.example",
    });
    expect(result.data?.firstName).toBe("Ame lia");
    expect(result.data?.socialMediaLinks).toBe("https://a.example\nhttps://b.example");
  });
});

describe("applicationSubmissionSchema", () => {
  const submitted = (values: Record<string, unknown>) => applicationSubmissionSchema(today).safeParse(values);

  it("reads a post whose honeypot is filled no further, whatever its fields", () => {
    for (const values of [{ extra_info: "https://spam.example" }, { ...valid, extra_info: " x " }])
      expect(submitted(values)).toMatchObject({ success: true, data: { honeypot: "filled" } });
  });

  it("is the application schema's answer otherwise, with the messages beside their fields", () => {
    expect(submitted({ ...valid, extra_info: "  " })).toEqual({
      success: true,
      data: { honeypot: "empty", application: parse(valid).data },
    });
    const refused = submitted({});
    if (refused.success) throw new Error("expected errors");
    expect(fieldErrors(refused.error)).toEqual(errorsOf({}));
  });
});

describe("displayedAge", () => {
  it("shows whole years for a complete date and nothing otherwise", () => {
    expect(displayedAge("1980-11-22", today)).toBe(45);
    expect(displayedAge("1980-11-21", today)).toBe(46);
    expect(displayedAge("", today)).toBeNull();
    expect(displayedAge("2030-01-01", today)).toBeNull();
  });
});
