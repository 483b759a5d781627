// The public page cache through the whole app (real React Router, real database): what it serves, when
// it renders again, and what it never stores or serves (docs/decisions/121-public-page-cache-and-csp.md).
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugFromName } from "#core/content/programs/slug.ts";
import { createFaq } from "#server/content/faqs/create-faq.ts";
import { updateImageAltText } from "#server/content/program-images/update-image-alt-text.ts";
import { updateProgram } from "#server/content/programs/update-program.ts";
import { programImages } from "#server/db/schema.ts";
import { formTokenFromCookies, formTokenIssuedAt } from "#server/leads/applications/form-token.ts";
import { PAGE_CACHE_HEADER } from "#server/page-cache/page-cache.ts";
import { makeFaq, makeProgram, uniqueSuffix } from "#server/seed/factories.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { cookieFrom, TEST_ORIGIN } from "#tests/support/http.ts";
import { testAdmin } from "#tests/support/session-users.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let under: AppUnderTest;
beforeAll(async () => {
  t = await createTestContext();
  under = await createAppUnderTest(t.services);
}, 60_000);
afterAll(async () => {
  await under?.close();
  await t?.close();
});

const admin = testAdmin;

const get = (path: string, headers: Record<string, string> = {}) =>
  under.app.request(`${TEST_ORIGIN}${path}`, { headers });
const cacheState = (response: Response) => response.headers.get(PAGE_CACHE_HEADER);

/** Requests a page until it comes from the cache (the first request renders and stores it). */
async function cached(path: string): Promise<Response> {
  await (await get(path)).text();
  const response = await get(path);
  expect(cacheState(response), path).toBe("hit");
  return response;
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes!.includes("application/ld+json"))
    .map(([, , body]) => body!);
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const scriptSrc = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")![1]!;

describe("serving", () => {
  it("an anonymous page is rendered once, then served from memory, compressed once for everyone", async () => {
    const first = await get("/programs");
    expect(first.status).toBe(200);
    expect(cacheState(first)).toBe("miss");
    const html = await first.text();
    const second = await get("/programs", { "accept-encoding": "gzip" });
    expect(cacheState(second)).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(second.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(html);
    // Brotli when the browser takes it: smaller, the same page.
    const third = await get("/programs", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(third.headers.get("content-encoding")).toBe("br");
    const brotli = Buffer.from(await third.arrayBuffer());
    expect(brotliDecompressSync(brotli).toString()).toBe(html);
    expect(brotli.length).toBeLessThan(gzipSync(html, { level: 9 }).length);
  });

  it("every answer gets a fresh nonce and no nonce in its markup; every inline script matches a hash", async () => {
    const pages = ["/", "/programs", "/faqs", "/apply"];
    const nonces = new Set<string>();
    for (const path of pages) {
      for (const response of [await get(path), await get(path)]) {
        const policy = scriptSrc(response);
        nonces.add(/'nonce-([^']+)'/.exec(policy)![1]!);
        expect(policy).toContain("'strict-dynamic'");
        const html = await response.text();
        expect(html, path).not.toMatch(/\snonce=/);
        const scripts = inlineScripts(html);
        expect(scripts.length, path).toBeGreaterThanOrEqual(2);
        for (const script of scripts) expect(policy.split(" "), path).toContain(sha256(script));
      }
    }
    expect(nonces.size).toBe(pages.length * 2);
    expect((await get("/")).headers.has("x-internal-script-hashes")).toBe(false);
  });

  it("the application form's time stamp is issued for each answer, never shared", async () => {
    // The page is the same bytes for everyone; the stamp is a cookie set with each answer.
    const page = await (await cached("/apply")).text();
    expect(page).not.toContain("form_token");
    const decode = { identity: (body: Buffer) => body, gzip: gunzipSync, br: brotliDecompressSync };
    for (const encoding of ["identity", "gzip", "gzip", "br", "br"] as const) {
      const asked = Date.now();
      const response = await get("/apply", { "accept-encoding": encoding });
      expect(cacheState(response)).toBe("hit");
      expect(response.headers.get("content-encoding") ?? "identity").toBe(encoding);
      const body = Buffer.from(await response.arrayBuffer());
      expect(decode[encoding](body).toString()).toBe(page);
      const token = formTokenFromCookies(cookieFrom(response.headers))!;
      expect(formTokenIssuedAt(t.services.config, token)).toBeGreaterThanOrEqual(asked);
      // The cookie makes the answer private: no shared cache between here and the visitor keeps it.
      expect(response.headers.get("cache-control")).toBe("private");
    }
  });
});

describe("an admin change shows on the next public request", () => {
  it("a new FAQ", async () => {
    await cached("/faqs");
    const question = `Cached question ${uniqueSuffix()}?`;
    await createFaq(t.services.db, admin, {
      question,
      answer: "An answer.",
      isActive: true,
      displayOrder: 1,
    });
    const after = await get("/faqs");
    expect(cacheState(after)).toBe("miss");
    expect(await after.text()).toContain(question);
  });

  it("a changed program, on the list, its page and the home page", async () => {
    const program = await makeProgram(t.services.db);
    const slug = slugFromName(program.name);
    for (const path of ["/", "/programs", `/programs/${slug}`]) await cached(path);
    const tagline = `Renewed tagline ${uniqueSuffix()}`;
    await updateProgram(t.services.db, admin, program.id, {
      name: program.name,
      tagline,
      duration: program.duration,
      targetAudience: program.targetAudience ?? "",
      description: program.description,
      features: program.features,
      displayOrder: program.displayOrder,
    });
    for (const path of ["/", "/programs", `/programs/${slug}`]) {
      expect(await (await get(path)).text(), path).toContain(tagline);
    }
  });

  it("a changed image", async () => {
    const program = await makeProgram(t.services.db);
    const [image] = await t.services.db
      .insert(programImages)
      .values({ programId: program.id, imageUrl: "/favicon.svg", altText: "Old words", isPrimary: true })
      .returning();
    const path = `/programs/${slugFromName(program.name)}`;
    expect(await (await cached(path)).text()).toContain("Old words");
    const alt = `New words ${uniqueSuffix()}`;
    await updateImageAltText(t.services.db, admin, image!.id, alt);
    expect(await (await get(path)).text()).toContain(alt);
    await t.services.db.delete(programImages).where(eq(programImages.id, image!.id));
    expect(await (await get(path)).text()).not.toContain(alt);
  });
});

describe("nothing personal is stored or served", () => {
  it("a signed-in visitor gets their own render, never stored: the next anonymous visitor gets the cached page", async () => {
    const cookie = await signedInAdminCookie(t.services);
    await cached("/");
    const signedIn = await get("/", { cookie });
    expect(cacheState(signedIn)).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(cacheState(await get("/"))).toBe("hit");
  });

  it("any cookie but the time-zone hint, or credentials, passes the cache by", async () => {
    await cached("/faqs");
    expect(cacheState(await get("/faqs", { cookie: "sd_tz=Europe%2FLondon" }))).toBe("hit");
    // The application form's stamp says nothing about who asks: a visitor coming back to /apply.
    const stamp = cookieFrom((await get("/apply")).headers);
    expect(cacheState(await get("/apply", { cookie: `sd_tz=UTC; ${stamp}` }))).toBe("hit");
    const bypassing: Record<string, string>[] = [
      { cookie: "sd_toast=x" },
      { cookie: "sd_tz=UTC; other=1" },
      { authorization: "Bearer x" },
    ];
    for (const headers of bypassing) {
      expect(cacheState(await get("/faqs", headers)), JSON.stringify(headers)).toBeNull();
    }
  });

  it("a query string is never served from or stored in the cache", async () => {
    const program = await makeProgram(t.services.db);
    await cached("/apply");
    const withQuery = await get(`/apply?program=${slugFromName(program.name)}`);
    expect(cacheState(withQuery)).toBeNull();
    expect(await withQuery.text()).toContain(program.name);
    const plain = await get("/apply");
    expect(cacheState(plain)).toBe("hit");
    expect(await plain.text()).not.toContain("You are applying for");
  });

  it("a page that is not found, and the private areas, are never stored", async () => {
    for (const path of ["/no-such-page", "/programs/no-such-program", "/admin/login", "/reset-password"]) {
      await get(path);
      expect(cacheState(await get(path)), path).toBeNull();
    }
  });

  it("an inactive FAQ never appears, cached or not", async () => {
    const hidden = await makeFaq(t.services.db, { isActive: false });
    expect(await (await get("/faqs")).text()).not.toContain(hidden.question);
    expect(await (await get("/faqs")).text()).not.toContain(hidden.question);
  });
});
