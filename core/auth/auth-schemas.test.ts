import { describe, expect, it } from "vitest";
import { fieldErrors } from "#core/forms/form-result.ts";
import {
  accountNameSchema,
  authUserFieldsSchema,
  memberSignUpSchema,
  resetPasswordProblemTitle,
  resetPasswordSchema,
  signInSchema,
} from "./auth-schemas.ts";

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe("auth form schemas (SPEC 5)", () => {
  it("member sign-up requires every field, 8 characters and matching passwords", () => {
    expect(errorsOf(memberSignUpSchema.safeParse({}))).toMatchObject({
      email: "Email is required",
      firstName: "First name is required",
      lastName: "Last name is required",
    });
    const base = { email: "a@example.com", firstName: "A", lastName: "B" };
    expect(
      errorsOf(memberSignUpSchema.safeParse({ ...base, password: "short", confirmPassword: "short" })),
    ).toEqual({
      password: "Password must be at least 8 characters long",
    });
    expect(
      errorsOf(
        memberSignUpSchema.safeParse({ ...base, password: "long-enough", confirmPassword: "different!" }),
      ),
    ).toEqual({ confirmPassword: "Passwords do not match" });
  });

  it("sign-in needs a valid e-mail and a password", () => {
    expect(errorsOf(signInSchema.safeParse({ email: "nope", password: "" }))).toEqual({
      email: "Invalid email address",
      password: "Password is required",
    });
  });

  it("the reset page wants the members' 8 characters (the spec's text, our minimum) and a match", () => {
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({ token: "t", password: "1234567", confirmPassword: "1234567" }),
      ),
    ).toEqual({
      password: "Password must be at least 8 characters long.",
    });
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({ token: "t", password: "12345678", confirmPassword: "123456789" }),
      ),
    ).toEqual({
      confirmPassword: "Passwords do not match.",
    });
    expect(
      resetPasswordSchema.safeParse({ token: "t", password: "12345678", confirmPassword: "12345678" })
        .success,
    ).toBe(true);
  });

  it("names written through the auth API: 100 characters, no control characters", () => {
    expect(authUserFieldsSchema.safeParse({ name: "N".repeat(201) }).success).toBe(true);
    expect(authUserFieldsSchema.safeParse({ name: "N".repeat(202) }).error?.issues[0]?.message).toBe(
      "Name is too long",
    );
    expect(accountNameSchema("First name").safeParse("a\u0007b").error?.issues[0]?.message).toBe(
      "First name contains characters that are not allowed",
    );
    expect(accountNameSchema("First name").safeParse(null).success).toBe(true);
  });

  it("the reset form's problems carry the spec's titles: Password too short, Password mismatch", () => {
    const title = (password: string, confirmPassword: string) =>
      resetPasswordProblemTitle(
        errorsOf(resetPasswordSchema.safeParse({ token: "t", password, confirmPassword })),
      );
    expect(title("1234567", "1234567")).toBe("Password too short");
    expect(title("12345678", "123456789")).toBe("Password mismatch");
    expect(title("12345678", "12345678")).toBeNull();
  });
});
