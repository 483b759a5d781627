// Every public page of SPEC section 2, server-rendered with the spec's texts and its search metadata.
import { expect, test } from "./fixtures.ts";

const PROGRAM = { name: "Executive Protection Mastery", slug: "executive-protection-mastery" };

const pages: { path: string; title: RegExp; texts: string[]; cta?: [string, string] }[] = [
  {
    path: "/",
    title: /^Sovereign Defence \| Private Defence Consultancy$/,
    texts: [
      "Bespoke defense mastery for the discerning few",
      "Safety is sovereignty. Command it.",
      "ELITE PROGRAMS",
    ],
    cta: ["Book Private Consultation", "/apply"],
  },
  {
    path: "/programs",
    title: /^Programs \| /,
    texts: ["PROGRAMS", PROGRAM.name, "Family Security Readiness"],
  },
  {
    path: "/philosophy",
    title: /^Philosophy \| /,
    texts: ["NO SHORTCUTS", "NO BRAVADO", "ONLY MASTERY"],
    cta: ["Request Private Consultation", "/apply"],
  },
  {
    path: "/principles",
    title: /^Principles \| /,
    texts: ["SOVEREIGNTY", "PRECISION", "DISCRETION", "ENDURANCE"],
    cta: ["Begin Your Journey", "/apply"],
  },
  {
    path: "/about",
    title: /^About Us \| /,
    texts: ["About Us", "Our Clients", "What Our Clients Say"],
    cta: ["REQUEST ACCESS", "/apply"],
  },
  { path: "/faqs", title: /^FAQs \| /, texts: ["How do I apply for a programme?", "READY TO BEGIN?"] },
  {
    path: "/client-access",
    title: /^Client Access \| /,
    texts: [
      "Your Members Portal",
      "Private Resources",
      "Progress Tracking",
      "Direct Communication",
      "Sign in to the members portal",
      "Not a client yet? Priority access for existing clients and approved applicants.",
    ],
    cta: ["Join the Waitlist", "/apply"],
  },
  {
    path: `/programs/${PROGRAM.slug}`,
    title: new RegExp(`^${PROGRAM.name} \\| `),
    texts: [
      PROGRAM.name,
      "Threat Awareness",
      "12 weeks",
      "Senior executives, principals and their chiefs of staff",
    ],
  },
];

for (const { path, title, texts, cta } of pages) {
  test(`[PUBLIC][PAGES] ${path} is complete in the server HTML, with its title, description and canonical URL`, async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of texts) expect(html).toContain(text.replace(/&/g, "&amp;"));
    // Data comes from loaders, so a server render never shows a loading state.
    expect(html).not.toContain("Loading programs...");
    expect(html).not.toContain("Loading FAQs...");
    expect(html).not.toContain("Loading program details...");
    expect(html).not.toContain('data-testid="program-skeleton"');

    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /summary/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    if (cta)
      await expect(
        page.getByRole("main").getByRole("link", { name: cta[0], exact: true }).first(),
      ).toHaveAttribute("href", cta[1]);
  });
}

test("[PUBLIC][PAGES] every page has its own title", async ({ request }) => {
  const titles = await Promise.all(
    pages.map(
      async ({ path }) => /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1],
    ),
  );
  expect(new Set(titles).size).toBe(pages.length);
});

test("[PUBLIC][SEO] the home page describes the organisation and the FAQ page its questions in JSON-LD", async ({
  page,
}) => {
  await page.goto("/");
  const organisation = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(organisation).toMatchObject({ "@type": "Organization", name: "Sovereign Defence" });
  await page.goto("/faqs");
  const faqPage = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(faqPage["@type"]).toBe("FAQPage");
  expect(faqPage.mainEntity[0]).toMatchObject({
    "@type": "Question",
    name: "How do I apply for a programme?",
  });
  // Admin tests add questions while this runs: the JSON-LD lists exactly what this render shows.
  const shown = await page.getByTestId("faq-accordion").locator("summary").allTextContents();
  expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(shown.map((q) => q.trim()));
});

test("[PUBLIC][SEO] sitemap.xml lists every public page and every program page", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  for (const path of [
    "/",
    "/programs",
    "/philosophy",
    "/principles",
    "/about",
    "/faqs",
    "/client-access",
    "/apply",
  ])
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  for (const slug of [
    "executive-protection-mastery",
    "family-security-readiness",
    "close-quarters-confidence",
    "travel-risk-preparedness",
    "sovereign-resilience-intensive",
  ])
    expect(xml).toContain(`<loc>${baseURL}/programs/${slug}</loc>`);
  expect(xml).not.toContain("/admin");
});

test("[PUBLIC][SEO] robots.txt keeps crawlers out of admin and members and points to the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toContain("Disallow: /admin\n");
  expect(robots).toContain("Disallow: /members\n");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("[PUBLIC][PROGRAM] a program is found by its slug in any case; an unknown slug is a 404 with Program not found", async ({
  page,
}) => {
  await page.goto(`/programs/${PROGRAM.slug.toUpperCase()}`);
  await expect(page.getByRole("heading", { level: 1, name: PROGRAM.name })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/programs/${PROGRAM.slug}$`),
  );

  const response = await page.goto("/programs/no-such-program");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Program not found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("link", { name: "Back to Programs" }).click();
  await expect(page).toHaveURL("/programs");
  await expect(page.getByRole("heading", { level: 1, name: "PROGRAMS" })).toBeVisible();
});

test("[PUBLIC][PROGRAM] Apply for This Program carries the program's id and name to /apply", async ({
  page,
}) => {
  await page.goto(`/programs/${PROGRAM.slug}`);
  const href = await page.getByRole("link", { name: "Apply for This Program" }).getAttribute("href");
  const url = new URL(href ?? "", "http://x");
  expect(url.pathname).toBe("/apply");
  expect(url.searchParams.get("program")).toMatch(/^[0-9a-f-]{36}$/);
  expect(url.searchParams.get("programName")).toBe(PROGRAM.name);
  expect(href).toContain("programName=Executive%20Protection%20Mastery");
});

test("[PUBLIC][IMAGES] program images are served as responsive WebP variants with explicit sizes", async ({
  page,
  request,
}) => {
  await page.goto("/programs");
  const image = page.getByTestId("program-card").first().locator("img");
  await expect(image).toHaveAttribute("srcset", /\/images\/480\/.+ 480w, .+ 800w, .+ 1200w, .+ 1600w/);
  await expect(image).toHaveAttribute("width", "1600");
  await expect(image).toHaveAttribute("height", "1000");
  await expect(page.getByTestId("program-card").last().locator("img")).toHaveAttribute("loading", "lazy");
  const src = (await image.getAttribute("srcset"))!.split(" ")[0]!;
  const variant = await request.get(src);
  expect(variant.status()).toBe(200);
  expect(variant.headers()["content-type"]).toBe("image/webp");
  expect(variant.headers()["cache-control"]).toContain("immutable");
  expect((await request.get(src.replace("/480/", "/500/"))).status()).toBe(404);
  expect((await request.get("/images/480/program-images/missing.webp")).status()).toBe(404);
});
