// Loaders and actions receive the request as it arrived (decision 162): a client navigation's URL is
// `/page.data?_routes=…`. Read in app/, `request.url` would carry those into a redirect, a link or a log
// line; route code names its page with `routeUrl(request)`, `readQuery(request)` or the loader's `url`.
// The few files below read it on purpose: the document entry (its request is always the page's), and a
// clientLoader (the browser's own request).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const READ_ON_PURPOSE = new Set(["app/entry.server.tsx", "app/routes/public/static-pages.tsx"]);

it("route code reads its page's URL through routeUrl, readQuery or the url argument", () => {
  const readers = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join("app", file.split(path.sep).join("/")))
    .filter((file) => /\brequest\.url\b/.test(readFileSync(path.join(root, file), "utf8")));
  expect(readers.filter((file) => !READ_ON_PURPOSE.has(file))).toEqual([]);
  // The list stays true: a file that stops reading it leaves the list.
  for (const file of READ_ON_PURPOSE) expect(readers).toContain(file);
});
