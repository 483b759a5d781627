// Three instances' start-up work at the same moment on one empty PostgreSQL database and one files
// folder (as a bucket would be shared): one ADMIN_EMAIL admin, one demo seed, each image stored once.
// PostgreSQL only: PGlite has one process per data directory.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { faqs, profiles, programImages, programs, userRolesTable } from "#server/db/schema.ts";
import { demoFaqs, demoPrograms } from "#server/seed/demo-content.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { loadConfig } from "./config.ts";
import { runFirstStartWork } from "./first-start-work.ts";
import { createLogger } from "./logger.ts";
import { createServices } from "./services-factory.ts";

const ADMIN = { email: "first-start@example.com", password: "first-start-password" };
let t: TestContext;
const handles: DatabaseHandle[] = [];
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await t.close();
});

it("makes one admin and one demo seed when three instances start together", async () => {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: t.dataDir,
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const instances = Array.from({ length: 3 }, () => {
    const handle = openDatabase({ url: t.databaseUrl! }, () => {});
    handles.push(handle);
    return { handle, services: createServices(config, handle.db, createLogger("silent")) };
  });
  await Promise.all(instances.map(({ handle, services }) => runFirstStartWork(handle, services)));

  const { db } = t.services;
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n;
  expect(await n(db.select({ n: count() }).from(programs))).toBe(demoPrograms.length);
  expect(await n(db.select({ n: count() }).from(faqs))).toBe(demoFaqs.length);
  const images = demoPrograms.reduce((sum, program) => sum + program.imageCount, 0);
  expect(await n(db.select({ n: count() }).from(programImages))).toBe(images);
  expect(
    await n(db.select({ n: count() }).from(profiles).where(sql`lower(${profiles.email}) = ${ADMIN.email}`)),
  ).toBe(1);
  expect(
    await n(db.select({ n: count() }).from(userRolesTable).where(eq(userRolesTable.role, "admin"))),
  ).toBe(1);
  // Every file in the shared folder is a seeded row's: no instance left a second set behind.
  const files = await readdir(path.join(t.dataDir, "files", "public-files", "program-images")).catch(
    () => [],
  );
  const keys = (await db.select({ key: programImages.storageKey }).from(programImages)).map((r) => r.key);
  expect(files.map((f) => `program-images/${f}`).sort()).toEqual(keys.sort());
});
