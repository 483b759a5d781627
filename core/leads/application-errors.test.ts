import { describe, expect, it } from "vitest";
import {
  applicationErrorForFields,
  applicationErrorMessage,
  applicationErrorTexts,
} from "./application-errors.ts";
import { applicationMessages } from "./consultation-schema.ts";

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

  it("maps our own codes", () => {
    for (const code of Object.keys(applicationErrorTexts) as (keyof typeof applicationErrorTexts)[]) {
      expect(applicationErrorMessage({ code })).toBe(applicationErrorTexts[code]);
    }
  });

  it("maps server messages the way the catalogue describes them", () => {
    expect(applicationErrorMessage({ message: "A consultation with this email already exists" })).toBe(
      applicationErrorTexts.duplicate_email,
    );
    expect(applicationErrorMessage({ status: 409 })).toBe(applicationErrorTexts.duplicate_email);
    expect(applicationErrorMessage("Invalid program selected")).toBe(applicationErrorTexts.invalid_program);
    expect(applicationErrorMessage(new Error("Invalid email format"))).toBe(
      applicationErrorTexts.invalid_email,
    );
    expect(applicationErrorMessage({ message: "Missing required fields: city" })).toBe(
      applicationErrorTexts.missing_fields,
    );
    expect(applicationErrorMessage({ status: 500 })).toBe(applicationErrorTexts.server_error);
    expect(applicationErrorMessage(new Error("Unexpected Server Error"))).toBe(
      applicationErrorTexts.server_error,
    );
  });

  it("recognises a network failure in any browser's words", () => {
    expect(applicationErrorMessage(new TypeError("Failed to fetch"))).toBe(applicationErrorTexts.network);
    expect(applicationErrorMessage(new TypeError("NetworkError when attempting to fetch resource."))).toBe(
      applicationErrorTexts.network,
    );
    expect(applicationErrorMessage(new TypeError("Load failed"))).toBe(applicationErrorTexts.network);
  });

  it("uses Other for any other message and the fallback when there is nothing to go on", () => {
    expect(applicationErrorMessage(new Error("boom"))).toBe(applicationErrorTexts.other);
    expect(applicationErrorMessage(new TypeError("x is not a function"))).toBe(applicationErrorTexts.other);
    expect(applicationErrorMessage({ code: "no-such-code", message: "odd" })).toBe(
      applicationErrorTexts.other,
    );
    expect(applicationErrorMessage(undefined)).toBe(applicationErrorTexts.fallback);
    expect(applicationErrorMessage(null)).toBe(applicationErrorTexts.fallback);
    expect(applicationErrorMessage({})).toBe(applicationErrorTexts.fallback);
    expect(applicationErrorMessage(new Error(""))).toBe(applicationErrorTexts.fallback);
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
