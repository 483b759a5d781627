// What a start does once per installation, not once per instance: the ADMIN_EMAIL admin (or a
// generated one) and the demo seed. Under the database's start-up lock (decision 151), so N instances
// starting together on an empty PostgreSQL database make one admin and one seed, its images stored once.
import { ensureAdmin, logAdminResult } from "#server/auth/accounts/ensure-admin.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { seedDemo } from "#server/seed/seed-demo.ts";
import type { Services } from "./services.ts";

export async function runFirstStartWork(handle: DatabaseHandle, services: Services): Promise<void> {
  const { config, logger } = services;
  await handle.duringStartup(async () => {
    logAdminResult(logger, await ensureAdmin(services.auth, services.db, config));
    if (config.seedDemo) {
      const { seeded } = await seedDemo(services);
      if (seeded) logger.info("demo content added to the empty database");
    }
  });
}
