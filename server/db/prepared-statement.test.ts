// A select kept prepared under a name the caller gives (the admin lists' landing views, the dashboard's
// counts): the same rows as run plain, fresh on every run, prepared on the connection that runs it, and a
// statement with a parameter left as it was. It is composed once in production, and checked against its
// name everywhere else.
import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { makeFaq } from "#server/seed/factories.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { type Database, embeddedDatabase } from "./client.ts";
import { keptStatements, runKept } from "./prepared-statement.ts";
import { faqs } from "./schema.ts";
import { defineTable, listTable } from "./table-definition.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  for (let i = 1; i <= 3; i++) await makeFaq(t.services.db, { question: `Kept ${i}?` });
});
afterAll(() => t.close());

const questions = (db: Database, where?: SQL) =>
  db.select({ question: faqs.question }).from(faqs).where(where).orderBy(faqs.displayOrder);

/** The texts of the statements prepared in the session `db` runs in. */
async function preparedIn(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ statement: string }>(sql`select statement from pg_prepared_statements`);
  return rows.map((r) => r.statement);
}

describe("a statement without parameters", () => {
  it("answers the rows the statement run plain answers, and rows written since on the next run", async () => {
    const plain = await questions(t.services.db);
    for (let run = 0; run < 7; run++)
      expect(await runKept(t.services.db, "questions", () => questions(t.services.db))).toEqual(plain);
    await makeFaq(t.services.db, { question: "Kept 4?" });
    const after = await runKept(t.services.db, "questions", () => questions(t.services.db));
    expect(after.map((r) => r.question)).toEqual([...plain.map((r) => r.question), "Kept 4?"]);
  });

  it("is prepared in the session that runs it", async () => {
    // A text no other test runs, so that no connection has it prepared before.
    const byQuestion = (db: Database) =>
      db.select({ question: faqs.question }).from(faqs).orderBy(faqs.question);
    const text = byQuestion(t.services.db).toSQL().sql;
    if (embeddedDatabase(t.services.db)) {
      // The embedded database is one session: its thread keeps the statement under a name of its own.
      expect(await preparedIn(t.services.db)).not.toContain(text);
      await runKept(t.services.db, "questions by question", () => byQuestion(t.services.db));
      expect(await preparedIn(t.services.db)).toContain(text);
      return;
    }
    // PostgreSQL: node-postgres prepares it on the connection that runs it, here a transaction's.
    await t.services.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      expect(await preparedIn(db)).not.toContain(text);
      await runKept(db, "questions by question", () => byQuestion(db));
      expect(await preparedIn(db)).toContain(text);
    });
  });

  it("leaves a statement with a parameter as it was", async () => {
    const where = eq(faqs.question, "Kept 2?");
    expect(await runKept(t.services.db, "question 2", () => questions(t.services.db, where))).toEqual([
      { question: "Kept 2?" },
    ]);
    const text = questions(t.services.db, where).toSQL().sql;
    if (embeddedDatabase(t.services.db)) expect(await preparedIn(t.services.db)).not.toContain(text);
  });
});

describe("an admin list's landing view", () => {
  const table = defineTable({
    columns: {
      displayOrder: { sql: faqs.displayOrder, sortable: true },
      question: { sql: faqs.question, filter: "text" },
    },
    search: [faqs.question],
    tieBreaker: faqs.id,
    defaultSort: { column: "displayOrder", direction: "desc" },
  });
  const page = (search: string) =>
    listTable(t.services.db, table, parseTableQuery(new URLSearchParams(search), table, 2), {
      name: "faqs in a test",
      rows: t.services.db.select({ question: faqs.question }).from(faqs).$dynamic(),
      counted: faqs,
    });

  it("shows the same page as any other view of the same rows, its page size written into the statement", async () => {
    const landing = await page("");
    // The same order asked for explicitly is the same statement with the page size as a parameter.
    const asked = await page("sort=displayOrder&dir=desc&f.question=Kept");
    expect(landing.rows).toEqual(asked.rows);
    expect(landing.rows).toHaveLength(2);
    expect(landing.matching).toBe(asked.matching);
    expect(landing.total).toBe(landing.matching);
    if (embeddedDatabase(t.services.db))
      expect((await preparedIn(t.services.db)).some((s) => / limit 2$/.test(s))).toBe(true);
  });
});

describe("a statement composed once", () => {
  const byQuestionDesc = (db: Database) =>
    db.select({ question: faqs.question }).from(faqs).orderBy(sql`${faqs.question} desc`);

  it("outside production, refuses a statement composed with another text under the same name", async () => {
    const db = t.services.db;
    await runKept(db, "questions, a name for one text", () => questions(db));
    expect(() => runKept(db, "questions, a name for one text", () => byQuestionDesc(db))).toThrow(
      /composed with another text/,
    );
  });

  describe("in production", () => {
    // Statements of their own, kept as production keeps them: the name's promise trusted, not checked.
    const runKeptInProduction = keptStatements(false);

    it("composes the statement on its first run only, and answers fresh rows on every run", async () => {
      const db = t.services.db;
      const compose = vi.fn(() => byQuestionDesc(db));
      const first = await runKeptInProduction(db, "questions, composed once", compose);
      await makeFaq(db, { question: "Kept Z?" });
      const second = await runKeptInProduction(db, "questions, composed once", compose);
      expect(compose).toHaveBeenCalledTimes(1);
      expect(second[0]).toEqual({ question: "Kept Z?" });
      expect(second).toHaveLength(first.length + 1);
    });

    it("composes a statement with parameters on every run, with that run's values", async () => {
      const db = t.services.db;
      let wanted = "Kept 1?";
      const compose = vi.fn(() => questions(db, eq(faqs.question, wanted)));
      expect(await runKeptInProduction(db, "one question", compose)).toEqual([{ question: "Kept 1?" }]);
      wanted = "Kept 2?";
      expect(await runKeptInProduction(db, "one question", compose)).toEqual([{ question: "Kept 2?" }]);
      expect(compose).toHaveBeenCalledTimes(2);
    });
  });
});
