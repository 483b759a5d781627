// Every e2e test fails if the page logs a console error or warning, or throws.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import { E2E_DATA_DIR } from "./env.ts";

export const test = base.extend<{ consoleProblems: string[] }>({
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

type OutboxMessage = { to: string; subject: string; kind: string; link?: string };

/** The last message sent to an address (read from the server's mail outbox), waiting for it briefly. */
export async function lastMailTo(to: string, kind?: string): Promise<OutboxMessage> {
  const folder = path.join(E2E_DATA_DIR, "outbox");
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(folder).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const message = JSON.parse(await readFile(path.join(folder, file), "utf8")) as OutboxMessage;
      if (message.to.toLowerCase() === to.toLowerCase() && (!kind || message.kind === kind)) return message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail${kind ? ` (${kind})` : ""} to ${to}`);
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
