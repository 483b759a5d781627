// The user fields a person may write through better-auth (sign-up, update-user) get the app's own
// limits. First and last name are better-auth additional fields and carry their validator there;
// better-auth's core fields (name, image, the e-mail on sign-up) are checked here, in a before hook,
// so the endpoint refuses with 400 before anything is stored.
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { accountNameSchema, authUserFieldsSchema } from "#core/auth/auth-schemas.ts";

const WRITING_PATHS = new Set(["/sign-up/email", "/update-user"]);

/** user.additionalFields for better-auth: phone is the member's to edit in the portal, never over the API. */
export const userAdditionalFields = {
  firstName: {
    type: "string",
    required: false,
    input: true,
    validator: { input: accountNameSchema("First name") },
  },
  lastName: {
    type: "string",
    required: false,
    input: true,
    validator: { input: accountNameSchema("Last name") },
  },
  phone: { type: "string", required: false, input: false },
} as const;

export function accountFieldLimits(): BetterAuthPlugin {
  return {
    id: "sd-account-field-limits",
    hooks: {
      before: [
        {
          matcher: (ctx) => WRITING_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = authUserFieldsSchema.safeParse(ctx.body ?? {});
            if (!parsed.success) {
              throw new APIError("BAD_REQUEST", {
                message: parsed.error.issues[0]?.message ?? "Invalid input",
                code: "VALIDATION_ERROR",
              });
            }
          }),
        },
      ],
    },
  };
}
