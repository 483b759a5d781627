// The public site's behaviour: navigation, accordion, carousels, rotations, flip cards, loading states.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Other tests add programs and FAQs to the same server while these run: check the seeded minimum. */
async function expectAtLeast(locator: Locator, minimum: number) {
  await expect(locator.nth(minimum - 1)).toBeAttached();
}

const PHONE = { width: 390, height: 844 };

/**
 * Starts the page with its clock stopped: no timer fires unless the test moves it with `runFor`. Every
 * countdown the page arms (rotations, carousels, the dropdown's close delay) is then armed at one known
 * instant, so "exactly 3 s" holds however busy the machine is. Call before the first `goto`.
 */
async function stopPageClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  // Well ahead of the install time: pausing may not move the clock backwards, however slow this call is.
  await page.clock.pauseAt(now + 60_000);
}

const DESKTOP = { width: 1366, height: 850 };

test.describe("navigation", () => {
  test.use({ viewport: DESKTOP });

  test("[PUBLIC][NAV] the ABOUT dropdown opens on hover and closes 150 ms after the pointer leaves", async ({
    page,
  }) => {
    await stopPageClock(page);
    await page.goto("/programs");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About" });
    const menu = page.locator("#about-menu");
    await expect(menu).toBeHidden();
    await about.hover();
    await expect(menu).toBeVisible();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(10, 600);
    await page.clock.runFor(100);
    await expect(menu).toBeVisible();
    await page.clock.runFor(60);
    await expect(menu).toBeHidden();
    // Back over the menu before the delay ends keeps it open, and its links lead to their pages.
    await about.hover();
    await page.mouse.move(10, 600);
    await page.clock.runFor(100);
    await menu.getByRole("link", { name: "FAQs" }).hover();
    await page.clock.runFor(300);
    await expect(menu).toBeVisible();
    await page.clock.resume(); // navigation needs running timers
    await menu.getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL("/faqs");
  });

  test("[PUBLIC][NAV] the ABOUT dropdown works by keyboard", async ({ page }) => {
    await page.goto("/philosophy");
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#about-menu")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("#about-menu").getByRole("link", { name: "FAQs" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#about-menu")).toBeHidden();
    await expect(about).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/about");
    await expect(page.locator("#about-menu")).toBeHidden();
  });

  test("[PUBLIC][NAV] the logo is centred between the link groups and the skip link reaches the content", async ({
    page,
  }) => {
    await page.goto("/");
    const logo = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Sovereign Defence" });
    const box = (await logo.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - DESKTOP.width / 2)).toBeLessThan(40);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("phone", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("[PUBLIC][NAV] the mobile menu opens from the hamburger and closes when a link is chosen", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Programs" }),
    ).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    for (const name of ["Programs", "Philosophy", "Principles", "About Us", "FAQs", "Client Access", "Apply"])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await menu.getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL("/faqs");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    // Escape closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("[PUBLIC][PROGRAMS] on a phone every card shows all its details without hovering", async ({
    page,
  }) => {
    await page.goto("/programs");
    const card = page.getByTestId("program-card").first();
    await expect(card.getByText("Senior executives, principals and their chiefs of staff")).toBeVisible();
    await expect(card.getByText(/A private programme that builds the judgement/)).toBeVisible();
    await expect(card.getByText("Composure and foresight for those who carry responsibility")).toBeVisible();
    await card.tap();
    await expect(page).toHaveURL("/programs/executive-protection-mastery");
  });

  test("[PUBLIC][TESTIMONIALS] one testimonial per page below 768 px, wrapping at both ends", async ({
    page,
  }) => {
    await page.goto("/");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute("data-page-size", "1");
    const cards = carousel.getByTestId("testimonial");
    const visibleAuthors = async () => {
      const authors: string[] = [];
      for (const card of await cards.all())
        if (await card.isVisible())
          authors.push((await card.locator("figcaption p").first().textContent()) ?? "");
      return authors;
    };
    await expect.poll(visibleAuthors).toEqual(["A. R."]);
    await page.getByRole("button", { name: "Next testimonials" }).click();
    await expect.poll(visibleAuthors).toEqual(["M. K."]);
    await page.getByRole("button", { name: "Next testimonials" }).click();
    await expect.poll(visibleAuthors).toEqual(["A. R."]);
    await page.getByRole("button", { name: "Previous testimonials" }).click();
    await expect.poll(visibleAuthors).toEqual(["M. K."]);

    // A change of page size returns to the first page: 3 per page from 768 px shows both, without controls.
    await page.setViewportSize(DESKTOP);
    await expect(carousel).toHaveAttribute("data-page-size", "3");
    await expect.poll(visibleAuthors).toEqual(["A. R.", "M. K."]);
    await expect(page.getByRole("button", { name: "Next testimonials" })).toBeHidden();
    await page.setViewportSize(PHONE);
    await expect(carousel).toHaveAttribute("data-page-size", "1");
    await expect.poll(visibleAuthors).toEqual(["A. R."]);
  });
});

test("[PUBLIC][TESTIMONIALS] the carousel does not rotate by itself and never changes height", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.clock.install();
  await page.goto("/about");
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel).toHaveAttribute("data-page-size", "1");
  await expect(carousel).toHaveAttribute("data-motion", "paused");
  const before = (await carousel.boundingBox())!.height;
  await page.clock.runFor(20_000);
  await expect(carousel.getByTestId("testimonial").first()).toBeVisible();
  await page.getByRole("button", { name: "Next testimonials" }).click();
  expect((await carousel.boundingBox())!.height).toBe(before);
});

test.describe("desktop", () => {
  test.use({ viewport: DESKTOP });

  test("[PUBLIC][FAQ] opens one answer at a time; clicking the open question closes it", async ({ page }) => {
    await page.goto("/faqs");
    const accordion = page.getByTestId("faq-accordion");
    const first = accordion.locator("details").nth(0);
    const second = accordion.locator("details").nth(1);
    await expectAtLeast(accordion.locator("details"), 6);
    await expect(page.getByText("Do you offer gift vouchers?")).toHaveCount(0); // inactive FAQ
    await expect(first.getByTestId("faq-answer")).toBeHidden();

    await first.getByText("How do I apply for a programme?").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.getByText(/Complete the application form/)).toBeVisible();
    await expect(first.getByTestId("faq-answer")).toHaveCSS("max-height", "384px");

    await second.getByText("How quickly will I hear back?").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    await expect(accordion.locator("details[open]")).toHaveCount(1);

    await second.getByText("How quickly will I hear back?").click();
    await expect(accordion.locator("details[open]")).toHaveCount(0);

    // Keyboard: the questions are buttons.
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await page.getByRole("link", { name: "Book Private Consultation" }).click();
    await expect(page).toHaveURL("/apply");
  });

  test("[PUBLIC][PROGRAMS] a card flips on hover and the whole card opens the program page", async ({
    page,
  }) => {
    await page.goto("/programs");
    await expect(page.getByRole("heading", { level: 1, name: "PROGRAMS" })).toBeVisible();
    const cards = page.getByTestId("program-card");
    await expectAtLeast(cards, 5);
    const card = cards.first();
    const inner = card.locator(".flip-card-inner");
    await expect(inner).toHaveCSS("transform", "none");
    await card.hover();
    await expect(inner).not.toHaveCSS("transform", "none");
    await expect(card.getByText("Senior executives, principals and their chiefs of staff")).toBeVisible();
    for (const [text, lines] of [
      ["Senior executives", "2"],
      ["A private programme", "3"],
    ] as const)
      await expect(card.getByText(new RegExp(`^${text}`))).toHaveCSS("-webkit-line-clamp", lines);
    await expect(card.getByText("Composure and foresight")).toHaveCSS("-webkit-line-clamp", "2");
    await card.click();
    await expect(page).toHaveURL("/programs/executive-protection-mastery");
    await expect(page.getByRole("heading", { level: 1, name: "Executive Protection Mastery" })).toBeVisible();
  });

  test("[PUBLIC][PROGRAM] the image carousel advances every 3 s, wraps, and follows the 4-column thumbnails", async ({
    page,
  }) => {
    await stopPageClock(page);
    await page.goto("/programs/executive-protection-mastery");
    const carousel = page.getByRole("region", { name: "Executive Protection Mastery images" });
    await expect(carousel).toHaveAttribute("data-motion", "running");
    const current = () => carousel.locator("[data-testid=carousel-slide][data-current]");
    await expect(current()).toHaveAttribute("aria-label", "1 of 4");
    await page.clock.runFor(3000);
    await expect(current()).toHaveAttribute("aria-label", "2 of 4");
    await page.clock.runFor(2900);
    await expect(current()).toHaveAttribute("aria-label", "2 of 4");
    await page.clock.runFor(100);
    await expect(current()).toHaveAttribute("aria-label", "3 of 4");

    const thumbnails = carousel.getByRole("list", { name: "Choose an image" });
    await expect(thumbnails).toHaveCSS("grid-template-columns", /^(\S+ ){3}\S+$/);
    // Hovering pauses; the thumbnails and arrows still work, and the arrows wrap.
    await carousel.getByRole("button", { name: "Show image 4 of 4" }).click();
    await expect(current()).toHaveAttribute("aria-label", "4 of 4");
    await expect(carousel).toHaveAttribute("data-motion", "paused");
    await carousel.getByRole("button", { name: "Next image" }).click();
    await expect(current()).toHaveAttribute("aria-label", "1 of 4");
    await carousel.getByRole("button", { name: "Previous image" }).click();
    await expect(current()).toHaveAttribute("aria-label", "4 of 4");
  });

  test("[PUBLIC][PROGRAM] features rotate every 4 s with a fade, and stop for reduced motion", async ({
    page,
  }) => {
    await stopPageClock(page);
    await page.goto("/programs/executive-protection-mastery");
    const features = page.getByRole("region", { name: "Program Features" });
    await expect(features).toHaveAttribute("data-motion", "running");
    const current = features.locator("[data-testid=feature-slide][data-current]");
    await expect(current).toContainText("Threat Awareness");
    await page.clock.runFor(4000);
    await expect(current).toContainText("Protective Routines");
    // Each feature has exactly 4 s, the last 500 ms of them fading out.
    await page.clock.runFor(3600);
    await expect(current).toContainText("Protective Routines");
    await expect(current).toHaveCSS("opacity", /^0(\.\d+)?$/);
    await expect(current).toHaveCSS("transition-duration", "0.5s");
    await page.clock.runFor(400);
    await expect(current).toContainText("Decision Drills");
    await expect(page.getByText("Duration", { exact: true })).toBeVisible();
    await expect(page.getByText("Target Audience", { exact: true })).toBeVisible();

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(features).toHaveAttribute("data-motion", "paused");
    await page.clock.runFor(12_000);
    await expect(current).toContainText("Decision Drills");
  });
});

test("[PUBLIC][PHILOSOPHY] the statements rotate every 4000 ms, can be paused, and keep their size", async ({
  page,
}) => {
  await stopPageClock(page);
  await page.goto("/philosophy");
  const rotation = page.locator("[data-motion]");
  await expect(rotation).toHaveAttribute("data-motion", "running");
  const current = page.locator("[data-testid=philosophy-statement] [data-current]");
  const box = (await page.getByTestId("philosophy-statement").boundingBox())!;
  await expect(current).toHaveText("NO SHORTCUTS");
  await page.clock.runFor(4000);
  await expect(current).toHaveText("NO BRAVADO");
  // Each statement has exactly 4000 ms: shown for 3500, then a 500 ms fade-out, then the next one fades
  // in over 100 ms.
  await page.clock.runFor(3499);
  await expect(current).toHaveText("NO BRAVADO");
  await expect(current).toHaveCSS("opacity", "1");
  await page.clock.runFor(1);
  await expect(current).toHaveCSS("transition-duration", "0.5s");
  await expect(current).toHaveText("NO BRAVADO");
  await page.clock.runFor(500);
  await expect(current).toHaveText("ONLY MASTERY");
  await expect(current).toHaveCSS("transition-duration", "0.1s");
  await page.clock.runFor(4000);
  await expect(current).toHaveText("NO SHORTCUTS");
  expect(await page.getByTestId("philosophy-statement").boundingBox()).toEqual(box);

  await page.getByRole("button", { name: "Pause statement rotation" }).click();
  await expect(rotation).toHaveAttribute("data-motion", "paused");
  await page.clock.runFor(12_000);
  await expect(current).toHaveText("NO SHORTCUTS");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "NO SHORTCUTS. NO BRAVADO. ONLY MASTERY.",
  );
  await page.clock.resume(); // navigation needs running timers
  await page.getByRole("main").getByRole("link", { name: "Request Private Consultation" }).click();
  await expect(page).toHaveURL("/apply");
});

/**
 * Clicks `link` while the next document (public pages are separate documents) is held back, and answers
 * what the current page's <main> showed once the click changed it: its text and its skeleton cards.
 * Playwright's own locators wait for a pending navigation, so the page reports it itself.
 */
async function loadingStateOnClick(page: Page, link: Locator, nextPath: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => nextPath.test(url.pathname),
    async (route) => {
      if (route.request().isNavigationRequest()) await gate;
      await route.continue();
    },
  );
  const shown = page.evaluate(
    () =>
      new Promise<{ text: string; skeletons: number }>((resolve) => {
        const main = document.querySelector("main")!;
        new MutationObserver(() =>
          resolve({
            text: main.textContent ?? "",
            skeletons: main.querySelectorAll('[data-testid="program-skeleton"]').length,
          }),
        ).observe(main, { childList: true });
      }),
  );
  await link.click({ noWaitAfter: true });
  const state = await shown;
  release();
  // The held request goes on before its route is removed: wait for the next page to arrive first.
  await page.waitForURL((url) => nextPath.test(url.pathname));
  await page.unrouteAll();
  return state;
}

test("[PUBLIC][LOADING] navigations show the spec's loading states while the next page arrives", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/about");
  await expect(page.locator("[data-page-size]")).toHaveAttribute("data-page-size", "3");
  const nav = page.getByRole("navigation", { name: "Main" });

  let shown = await loadingStateOnClick(page, nav.getByRole("link", { name: "Programs" }), /^\/programs$/);
  expect(shown.text).toContain("Loading programs...");
  await expectAtLeast(page.getByTestId("program-card"), 5);

  const card = page.getByTestId("program-card").filter({ hasText: "Family Security Readiness" });
  shown = await loadingStateOnClick(page, card, /^\/programs\/.+/);
  expect(shown.text).toContain("Loading program details...");
  await expect(page.getByRole("heading", { level: 1, name: "Family Security Readiness" })).toBeVisible();

  shown = await loadingStateOnClick(page, nav.getByRole("link", { name: "Sovereign Defence" }), /^\/$/);
  expect(shown.skeletons).toBe(3);
  await expectAtLeast(page.getByTestId("program-card"), 5);
  await expect(page.getByTestId("program-skeleton")).toHaveCount(0);

  const faqsLink = page.getByRole("contentinfo").getByRole("link", { name: "FAQs" });
  shown = await loadingStateOnClick(page, faqsLink, /^\/faqs$/);
  expect(shown.text).toContain("Loading FAQs...");
  await expectAtLeast(page.getByTestId("faq-accordion").locator("details"), 6);
});
