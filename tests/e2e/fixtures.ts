// The one `test` every e2e spec uses:
// - it fails if the page logs a console error or warning, or throws;
// - it never types or clicks before React has hydrated the page (see `waitForHydrationBeforeActions`);
// plus helpers that wait for the server with a bound and say what they waited for.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./env.ts";

/**
 * The root layout sets `<html data-hydrated>` once React has hydrated a document. Before every action
 * and every auto-waiting assertion, Playwright checks this handler's locator: while a document is
 * still server-rendered markup (its buttons not yet wired, its dialogs not yet openable), the check
 * waits until it is hydrated. It covers every document a test reaches, by `goto`, a reload, or a click
 * that loads a new page. Pages that run no JavaScript never hydrate: do not use it on them.
 */
export async function waitForHydrationBeforeActions(page: Page): Promise<void> {
  await page.addLocatorHandler(page.locator("html:not([data-hydrated]) > body"), async () => {
    await page
      .locator("html[data-hydrated]")
      .waitFor({ state: "attached" })
      .catch((error: Error) => {
        throw new Error(`${page.url()} did not hydrate: ${error.message}`);
      });
  });
}

export const test = base.extend<{ consoleProblems: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) await waitForHydrationBeforeActions(page);
    await use(page);
  },
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          const text = message.text();
          // The browser reports a failed fetch for statuses we return on purpose (e.g. 400 from an action).
          if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text)) return;
          problems.push(`${message.type()}: ${text}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, "console errors or warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

type OutboxMessage = { to: string; subject: string; text: string; kind: string; link?: string; date: string };

/** Every message the e2e server has written to its outbox (complete files only: they are renamed in). */
async function readOutbox(): Promise<OutboxMessage[]> {
  const folder = path.join(E2E_DATA_DIR, "outbox");
  const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith(".json"));
  // File names start with the time they were written, so sorted names are oldest first.
  return Promise.all(
    files
      .sort()
      .map(async (file) => JSON.parse(await readFile(path.join(folder, file), "utf8")) as OutboxMessage),
  );
}

/**
 * The newest message to an address (of a kind, whose text contains something), polling the outbox: the
 * server sends mail after it has answered. Fails after `timeout` naming the message it waited for.
 */
export async function waitForMail(
  to: string,
  kind?: string,
  { containing, timeout = 15_000 }: { containing?: string; timeout?: number } = {},
): Promise<OutboxMessage> {
  const wanted = (m: OutboxMessage) =>
    m.to.toLowerCase() === to.toLowerCase() &&
    (!kind || m.kind === kind) &&
    (!containing || m.text.includes(containing));
  let found: OutboxMessage | undefined;
  const what = `a${kind ? ` "${kind}"` : "n"} e-mail to ${to}${containing ? ` mentioning "${containing}"` : ""}`;
  await expect
    .poll(
      async () => {
        found = (await readOutbox()).filter(wanted).at(-1);
        return found !== undefined;
      },
      { message: `waiting for ${what} in the e2e server's outbox`, timeout },
    )
    .toBe(true);
  return found!;
}

/** A value no other test (or earlier run on the same server) uses: parallel tests assert on their own rows. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export const uniqueEmail = (prefix: string) => `${prefix}.${uniqueSuffix()}@example.com`;
