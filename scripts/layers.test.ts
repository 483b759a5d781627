// The layers import one way only (docs/architecture.md): core/ imports nothing but zod and itself;
// server/ imports core/ and itself, never app/; app/ imports both, and server/ only from its *.server.ts
// modules. A server file that reached into app/ would tie the domain and HTTP layer to React Router's
// route modules; a core file that imported anything else would stop being pure rules and texts the
// browser can load; an app module that is not *.server.ts is one React Router may bundle for the
// browser. Test support (tests/) serves tests only: no production module imports it.
import { describe, expect, it } from "vitest";
import { inside, isTest, read, sourcesUnder, specifiers, target } from "./source-imports.ts";

type Allowed = (specifier: string, resolved: string | undefined, file: string) => boolean;

/** "file: specifier" for every import in `files` that `allowed` refuses. */
function violations(files: { file: string; source: string }[], allowed: Allowed): string[] {
  return files.flatMap(({ file, source }) =>
    specifiers(source)
      .filter((specifier) => !allowed(specifier, target(file, specifier), file))
      .map((specifier) => `${file}: ${specifier}`),
  );
}

/**
 * server/ may import packages, core/ and itself, and its tests the test support; never app/ (relative
 * climbs or the "~/" alias).
 */
const serverMayImport: Allowed = (_specifier, resolved, file) =>
  resolved === undefined ||
  inside("server", resolved) ||
  inside("core", resolved) ||
  (isTest(file) && inside("tests", resolved));

/** core/ imports zod, itself, and (in its tests) vitest; nothing else. */
const coreMayImport: Allowed = (specifier, resolved) =>
  specifier === "zod" || specifier === "vitest" || (resolved !== undefined && inside("core", resolved));

/** An app/ module reaches server/ only from a *.server.ts(x) module, which React Router keeps off the browser. */
const appMayImport: Allowed = (_specifier, resolved, file) =>
  resolved === undefined || !inside("server", resolved) || /\.server\.tsx?$/.test(file);

/** A production module never imports test support (tests/). */
const productionMayImport: Allowed = (_specifier, resolved) =>
  resolved === undefined || !inside("tests", resolved);

const production = (folder: string) => sourcesUnder(folder).filter((file) => !isTest(file));

describe("layer boundaries", () => {
  it("server/ never imports app/", () => {
    const files = sourcesUnder("server");
    expect(files.length).toBeGreaterThan(50);
    expect(violations(read(files), serverMayImport)).toEqual([]);
  });

  it("core/ imports only zod and itself", () => {
    const files = sourcesUnder("core");
    expect(files.length).toBeGreaterThan(20);
    expect(violations(read(files), coreMayImport)).toEqual([]);
  });

  it("app/ reaches server/ only from *.server.ts modules (its tests may reach anything)", () => {
    const files = production("app");
    expect(files.length).toBeGreaterThan(50);
    expect(violations(read(files), appMayImport)).toEqual([]);
  });

  it("no production module of core/, server/ or app/ imports test support", () => {
    const files = ["core", "server", "app"].flatMap(production);
    expect(files.length).toBeGreaterThan(200);
    expect(violations(read(files), productionMayImport)).toEqual([]);
  });

  it("names the file and import that cross a boundary", () => {
    const server = [
      {
        file: "server/auth/x.test.ts",
        source: 'import { loader } from "../../app/routes/admin/layout.tsx";',
      },
      { file: "server/http/y.ts", source: 'import type { Toast } from "~/kit/result-toast.ts";' },
      { file: "server/db/z.ts", source: 'const m = await import("../../app/entry.server.tsx");' },
      { file: "server/ok.ts", source: 'import { a } from "./a.ts";\nimport { b } from "#core/site.ts";' },
      {
        file: "server/ok.test.ts",
        source: 'import { createTestContext } from "#tests/support/test-services.ts";',
      },
      {
        file: "server/not-ok.ts",
        source: 'import { createTestContext } from "#tests/support/test-services.ts";',
      },
    ];
    expect(violations(server, serverMayImport)).toEqual([
      "server/auth/x.test.ts: ../../app/routes/admin/layout.tsx",
      "server/http/y.ts: ~/kit/result-toast.ts",
      "server/db/z.ts: ../../app/entry.server.tsx",
      "server/not-ok.ts: #tests/support/test-services.ts",
    ]);
    const core = [
      { file: "core/a/x.ts", source: 'import { z } from "zod";\nimport { y } from "../b/y.ts";' },
      {
        file: "core/a/y.ts",
        source: 'import { db } from "#server/db/client.ts";\nimport { eq } from "drizzle-orm";',
      },
      { file: "core/a/z.ts", source: 'export { x } from "../../server/x.ts";\nimport "node:fs";' },
    ];
    expect(violations(core, coreMayImport)).toEqual([
      "core/a/y.ts: #server/db/client.ts",
      "core/a/y.ts: drizzle-orm",
      "core/a/z.ts: ../../server/x.ts",
      "core/a/z.ts: node:fs",
    ]);
    const app = [
      { file: "app/routes/a.tsx", source: 'import { isDomainError } from "#server/errors/domain-error.ts";' },
      { file: "app/kit/b.ts", source: 'import type { LoadContext } from "../../server/load-context.ts";' },
      { file: "app/lib/c.server.ts", source: 'export { getFaq } from "#server/content/faqs/get-faq.ts";' },
      { file: "app/kit/d.server.tsx", source: 'import { x } from "#server/x.ts";' },
      {
        file: "app/routes/e.tsx",
        source: 'import { f } from "~/lib/content.server";\nimport "#core/site.ts";',
      },
    ];
    expect(violations(app, appMayImport)).toEqual([
      "app/routes/a.tsx: #server/errors/domain-error.ts",
      "app/kit/b.ts: ../../server/load-context.ts",
    ]);
    const anywhere = [
      {
        file: "server/db/f.ts",
        source: 'import { createTestContext } from "#tests/support/test-services.ts";',
      },
      { file: "app/routes/g.tsx", source: 'import { cases } from "../../tests/support/intent-cases.ts";' },
      { file: "core/h.ts", source: 'import { z } from "zod";' },
    ];
    expect(violations(anywhere, productionMayImport)).toEqual([
      "server/db/f.ts: #tests/support/test-services.ts",
      "app/routes/g.tsx: ../../tests/support/intent-cases.ts",
    ]);
  });

  it("tells tests from production modules", () => {
    expect(
      ["app/routes/guards.test.ts", "app/kit/guarded-page.server.test.ts", "server/a.ts", "app/b.tsx"].map(
        isTest,
      ),
    ).toEqual([true, true, false, false]);
  });
});
