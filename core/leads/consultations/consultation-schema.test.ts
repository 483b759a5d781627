import { describe, expect, it } from "vitest";
import { fieldErrors } from "#core/forms/form-result.ts";
import { consultationFormSchema, derivedAge } from "./consultation-schema.ts";

const today = new Date(Date.UTC(2026, 5, 15));
const valid = {
  title: "Mrs",
  firstName: " Ada ",
  lastName: "Lovelace",
  email: " ada@example.com ",
  phoneNumber: "+44 20 7946 0000",
  dateOfBirth: "",
  country: "",
  city: "London",
  occupation: "",
  company: " ",
  socialMediaLinks: "",
  numberOfPeople: "",
  programId: "3f1c7d9e-2b4a-4c8e-9f00-1234567890ab",
};
const parse = (overrides: Record<string, string> = {}) =>
  consultationFormSchema(today).safeParse({ ...valid, ...overrides });
const errorsOf = (overrides: Record<string, string>) => {
  const result = parse(overrides);
  return result.success ? {} : fieldErrors(result.error);
};

describe("the admin consultation form", () => {
  it("stores empty optional values as null and one person by default", () => {
    const result = parse();
    expect(result.success && result.data).toMatchObject({
      firstName: "Ada",
      email: "ada@example.com",
      dateOfBirth: null,
      country: null,
      company: null,
      socialMediaLinks: null,
      numberOfPeople: 1,
    });
  });

  it("gives the spec's messages", () => {
    expect(
      errorsOf({ title: "", firstName: "", lastName: " ", email: "x@", phoneNumber: "", programId: "" }),
    ).toEqual({
      title: "Title is required",
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      phoneNumber: "Phone number is required",
      programId: "Program selection is required",
    });
    expect(errorsOf({ numberOfPeople: "0" })).toEqual({ numberOfPeople: "Must be at least 1 person" });
    expect(errorsOf({ numberOfPeople: "1.5" })).toEqual({ numberOfPeople: "Must be at least 1 person" });
    expect(errorsOf({ numberOfPeople: "101" })).toEqual({ numberOfPeople: "Must be at most 100 people" });
  });

  it("derives the age from the date of birth and refuses anyone under 18", () => {
    expect(errorsOf({ dateOfBirth: "2008-06-16" })).toEqual({ dateOfBirth: "Must be at least 18 years old" });
    const adult = parse({ dateOfBirth: "2008-06-15", numberOfPeople: "3" });
    expect(adult.success && adult.data).toMatchObject({ dateOfBirth: "2008-06-15", numberOfPeople: 3 });
    expect(adult.success && derivedAge(adult.data, today)).toBe(18);
    expect(errorsOf({ dateOfBirth: "2001-02-30" })).toEqual({
      dateOfBirth: "Please enter a valid date of birth",
    });
  });
});
