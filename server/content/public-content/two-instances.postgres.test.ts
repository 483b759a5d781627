// Two instances on one PostgreSQL database (PGlite is one process by design): a change made through
// either is in the other's public content on its next read, without waiting for any message.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { makeProgram } from "#server/seed/factories.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { createPublicContent } from "./public-content.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it("each instance sees a change made through the other on its next read", async () => {
  const other = openDatabase({ url: t.databaseUrl! }, () => {});
  try {
    const here = t.services.publicContent;
    const there = createPublicContent(other.db);
    expect((await there.current()).version).toBe((await here.current()).version);

    await makeProgram(t.services.db, { name: "Made Here" });
    expect((await there.current()).programs.map((p) => p.name)).toContain("Made Here");

    await makeProgram(other.db, { name: "Made There" });
    expect((await here.current()).programs.map((p) => p.name)).toContain("Made There");
  } finally {
    await other.close();
  }
});
