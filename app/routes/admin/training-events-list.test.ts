// The operators' Training Events list through the real app: SPEC 2's "current/max registered when
// capacity exists" reads "3/10 registered" in the row of an event with a capacity, and the cell is
// empty for an event without one; the description is shown in full (only the programs table cuts at 80).
import { expect, it } from "vitest";
import { makeTrainingEvent } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";

const suite = appUnderTestForSuite();

/** The cells' text of the table row that names `title`, tags stripped. */
function rowCells(html: string, title: string): string[] {
  const row = html.split("<tr").find((r) => r.includes(title));
  if (!row) throw new Error(`no row for ${title}`);
  return [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").trim());
}

/** Where the Capacity column is, from the table's header. */
function capacityColumn(html: string): number {
  const head = html.slice(html.indexOf("<thead"), html.indexOf("</thead>"));
  const headers = [...head.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) =>
    m[1]!.replace(/<[^>]+>/g, "").trim(),
  );
  const index = headers.indexOf("Capacity");
  if (index < 0) throw new Error(`no Capacity column among ${headers.join(", ")}`);
  return index;
}

it("shows current/max registered only for an event with a capacity", async () => {
  const tag = `Cap${Date.now()}`;
  const limited = await makeTrainingEvent(suite.t.services.db, {
    title: `${tag} Limited`,
    maxCapacity: 10,
    currentCapacity: 3,
  });
  const open = await makeTrainingEvent(suite.t.services.db, {
    title: `${tag} Open`,
    maxCapacity: null,
    currentCapacity: 2,
  });
  const response = await suite.app.request(`${TEST_ORIGIN}/admin/training-events?q=${tag}`, {
    headers: { cookie: suite.adminCookie },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  const capacity = capacityColumn(html);
  expect(rowCells(html, limited.title)[capacity]).toBe("3/10 registered");
  expect(rowCells(html, open.title)[capacity]).toBe("");
});

it("shows the event's description in full, not cut at 80 characters", async () => {
  const tag = `Desc${Date.now()}`;
  const description = `${"A long briefing on the exercise, its aims and what to bring. ".repeat(3)}End of brief.`;
  expect(description.length).toBeGreaterThan(80);
  const event = await makeTrainingEvent(suite.t.services.db, { title: `${tag} Briefing`, description });
  const response = await suite.app.request(`${TEST_ORIGIN}/admin/training-events?q=${tag}`, {
    headers: { cookie: suite.adminCookie },
  });
  expect(response.status).toBe(200);
  expect(rowCells(await response.text(), event.title)[0]).toContain(description);
});
