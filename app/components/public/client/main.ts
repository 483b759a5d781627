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

const header = document.querySelector<HTMLElement>("[data-site-nav]");
if (header) enhanceSiteNav(header);
if (document.documentElement.dataset.document === "static") {
  const main = document.querySelector<HTMLElement>("main");
  if (main) showLoadingStatesWhileNavigating(main);
  await enhance(document);
  document.documentElement.dataset.hydrated = "";
}
