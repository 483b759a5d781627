// A signed-in operator as domain functions receive it, for tests that call them directly.
import type { SessionUser } from "#server/auth/sessions/session-user.ts";

export const testAdmin: SessionUser = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "admin@example.com",
  name: "",
  firstName: null,
  lastName: null,
  emailVerified: true,
  role: "admin",
};
