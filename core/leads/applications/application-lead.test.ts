import { describe, expect, it } from "vitest";
import { applicationLead } from "./application-lead.ts";
import { applicationSchema } from "./application-schema.ts";

describe("applicationLead", () => {
  it("names every answer of a parsed application as the lead's field, values untouched", () => {
    const today = new Date(Date.UTC(2026, 10, 21));
    const parsed = applicationSchema(today).parse({
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
    expect(applicationLead(parsed)).toEqual({
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
});
