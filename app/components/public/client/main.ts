// The public pages' script (docs/public-site.md). Static pages get no React: this wires the top bar on
// every public page, then loads the behaviour of each component whose markup asks for one
// (data-enhance="name"), and only those. On a static document it then marks <html data-hydrated>,
// which end-to-end tests wait for before they act (React sets it on hydrated pages).
import { showLoadingStatesWhileNavigating } from "./pending-navigation.ts";
import { enhanceSiteNav } from "./site-nav.ts";

type Behaviour = { enhance(root: HTMLElement): void };

const behaviours: Record<string, () => Promise<Behaviour>> = {
  "application-form": () => import("./application-form.ts"),
  "faq-accordion": () => import("./faq-accordion.ts"),
  "feature-rotator": () => import("./feature-rotator.ts"),
  "image-carousel": () => import("./image-carousel.ts"),
  "rotating-statements": () => import("./rotating-statements.ts"),
  "testimonial-carousel": () => import("./testimonial-carousel.ts"),
};

/** Wires every component below `scope` that asks for a behaviour. */
export async function enhance(scope: ParentNode): Promise<void> {
  const roots = [...scope.querySelectorAll<HTMLElement>("[data-enhance]")];
  await Promise.all(
    roots.map(async (root) => {
      const load = behaviours[root.dataset.enhance ?? ""];
      if (load) (await load()).enhance(root);
    }),
  );
}

/**
 * Resolves once the page has painted its first text or image (at once in a browser that cannot say).
 * The components' behaviours are fetched after it, so on a slow link they do not compete with the
 * fonts and images of the first paint: the page is readable first, and the form works without script.
 * Not a timer: a page whose clock is paused (tests, a throttled tab) still gets its behaviours.
 */
function afterFirstContentfulPaint(): Promise<void> {
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint")
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

const header = document.querySelector<HTMLElement>("[data-site-nav]");
if (header) enhanceSiteNav(header);
if (document.documentElement.dataset.document === "static") {
  const main = document.querySelector<HTMLElement>("main");
  if (main) showLoadingStatesWhileNavigating(main);
  await afterFirstContentfulPaint();
  await enhance(document);
  document.documentElement.dataset.hydrated = "";
}
