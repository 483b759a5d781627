import { describe, expect, it } from "vitest";
import { failureCodes } from "#core/forms/failure-codes.ts";
import {
  applicationErrorForFields,
  applicationErrorMessage,
  applicationErrorTexts,
} from "./application-errors.ts";
import { applicationMessages } from "./application-schema.ts";

describe("application error catalogue (SPEC section 8)", () => {
  it("has the spec's texts word for word", () => {
    expect(applicationErrorTexts).toMatchObject({
      duplicate_email:
        "We already have a consultation request with this email address. Please use a different email or contact us directly.",
      invalid_program: "Please refresh the page and select a valid program.",
      invalid_email: "Please enter a valid email address.",
      missing_fields: "Please fill in all required fields and try again.",
      server_error: "We're experiencing technical difficulties. Please try again in a few moments.",
      network: "Unable to connect to our servers. Please check your internet connection and try again.",
      other: "Something went wrong. Please try again, or contact us if the problem continues.",
      fallback: "Error submitting application. Please try again.",
    });
  });

  it("words every code that can reach the form with a catalogue text", () => {
    const texts = new Set<string>(Object.values(applicationErrorTexts));
    for (const code of [...failureCodes, "network"] as const) {
      const text = applicationErrorMessage({ code, errors: { email: applicationMessages.email } });
      expect(texts.has(text), `${code} has no text: ${JSON.stringify(text)}`).toBe(true);
      // The fallback is for an answer with no code at all, never a code the catalogue forgot.
      expect(text, `${code} has no text of its own`).not.toBe(applicationErrorTexts.fallback);
    }
  });

  it("maps each code as the catalogue describes the situation", () => {
    expect(applicationErrorMessage({ code: "conflict" })).toBe(applicationErrorTexts.duplicate_email);
    expect(applicationErrorMessage({ code: "too_fast" })).toBe(applicationErrorTexts.too_fast);
    expect(applicationErrorMessage({ code: "rate_limited" })).toBe(applicationErrorTexts.rate_limited);
    for (const code of ["unexpected", "unavailable", "read_failed", "role_check_failed"] as const)
      expect(applicationErrorMessage({ code })).toBe(applicationErrorTexts.server_error);
    expect(applicationErrorMessage({ code: "network" })).toBe(applicationErrorTexts.network);
    for (const code of ["not_found", "forbidden", "unsupported_media_type", "too_large"] as const)
      expect(applicationErrorMessage({ code })).toBe(applicationErrorTexts.other);
  });

  it("reads wrong fields by the fields, whether the form's schema or the database refused them", () => {
    for (const code of ["fields", "invalid"] as const) {
      expect(applicationErrorMessage({ code, errors: { city: applicationMessages.city } })).toBe(
        applicationErrorTexts.missing_fields,
      );
      expect(
        applicationErrorMessage({ code, errors: { program_id: applicationMessages.invalidProgram } }),
      ).toBe(applicationErrorTexts.invalid_program);
      expect(applicationErrorMessage({ code, errors: { email: applicationMessages.email } })).toBe(
        applicationErrorTexts.invalid_email,
      );
      // An age or a length is explained beside its field only.
      expect(applicationErrorMessage({ code, errors: { date_of_birth: applicationMessages.underAge } })).toBe(
        "",
      );
    }
    expect(applicationErrorMessage({ code: "invalid" })).toBe(applicationErrorTexts.other);
  });

  it("uses the fallback when there is nothing to go on", () => {
    expect(applicationErrorMessage({})).toBe(applicationErrorTexts.fallback);
    expect(applicationErrorMessage({ code: null })).toBe(applicationErrorTexts.fallback);
  });
});

describe("applicationErrorForFields", () => {
  it("names the message under the form for field errors", () => {
    expect(
      applicationErrorForFields({ program_id: applicationMessages.invalidProgram, city: "City is required" }),
    ).toBe("invalid_program");
    expect(applicationErrorForFields({ city: "City is required", email: "Invalid email address" })).toBe(
      "missing_fields",
    );
    expect(applicationErrorForFields({ email: "Invalid email address" })).toBe("invalid_email");
    expect(applicationErrorForFields({ date_of_birth: applicationMessages.underAge })).toBeNull();
    expect(applicationErrorForFields({})).toBeNull();
  });
});
