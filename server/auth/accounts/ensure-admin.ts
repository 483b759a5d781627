// At start: ADMIN_EMAIL/ADMIN_PASSWORD's admin is created if missing; with neither set and no admin at
// all, one is created with a random password that is printed once. The log says which case applied.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Auth } from "#server/auth/better-auth/auth.ts";
import { setUserRole } from "#server/auth/sessions/roles.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { profiles, userRolesTable } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { createAccount } from "./create-account.ts";

export type EnsureAdminResult =
  | { kind: "configured-created"; email: string }
  | { kind: "configured-existing"; email: string }
  | { kind: "generated"; email: string; password: string }
  | { kind: "existing-admins"; count: number };

export async function ensureAdmin(auth: Auth, db: Database, config: Config): Promise<EnsureAdminResult> {
  if (config.adminEmail && config.adminPassword) {
    const [existing] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(sql`lower(${profiles.email}) = ${config.adminEmail}`)
      .limit(1);
    if (existing) {
      // The configured address is the operators' way back in: make sure it is an admin.
      await setUserRole(db, existing.id, "admin");
      return { kind: "configured-existing", email: config.adminEmail };
    }
    await createAccount(auth, db, {
      email: config.adminEmail,
      password: config.adminPassword,
      firstName: "Site",
      lastName: "Administrator",
      role: "admin",
      emailVerified: true,
    });
    return { kind: "configured-created", email: config.adminEmail };
  }
  const admins = await db.$count(userRolesTable, eq(userRolesTable.role, "admin"));
  if (admins > 0) return { kind: "existing-admins", count: admins };
  const host = new URL(config.publicUrl).hostname;
  const email = `admin@${host.includes(".") ? host : "localhost.localdomain"}`;
  const password = randomBytes(12).toString("base64url");
  await createAccount(auth, db, {
    email,
    password,
    firstName: "Site",
    lastName: "Administrator",
    role: "admin",
    emailVerified: true,
  });
  return { kind: "generated", email, password };
}

export function logAdminResult(logger: Logger, result: EnsureAdminResult): void {
  switch (result.kind) {
    case "configured-created":
      logger.info(`admin ${result.email} created from ADMIN_EMAIL / ADMIN_PASSWORD`);
      break;
    case "configured-existing":
      logger.info(`admin ${result.email} from ADMIN_EMAIL already exists (password unchanged)`);
      break;
    case "existing-admins":
      logger.info(
        `${result.count} admin account(s) already exist; set ADMIN_EMAIL / ADMIN_PASSWORD to add one`,
      );
      break;
    case "generated":
      // Printed once, straight to the terminal, never again: this is the only copy of the password.
      console.log(
        [
          "",
          "  No ADMIN_EMAIL / ADMIN_PASSWORD set and no admin existed, so one was created:",
          `    e-mail:   ${result.email}`,
          `    password: ${result.password}`,
          "  Sign in at /admin/login. This password is not shown again.",
          "",
        ].join("\n"),
      );
      logger.info(`admin ${result.email} created with a generated password (printed above, once)`);
      break;
  }
}
