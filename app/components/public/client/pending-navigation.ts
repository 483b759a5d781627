// Public pages are separate documents, each complete when it arrives. While the next one is on its way
// after a click, the page shows the destination's loading state from SPEC 2 (three skeleton cards,
// "Loading programs...", "Loading program details...", "Loading FAQs..."), as the single-page version of
// the site did during a client-side navigation.
import { PROGRAM_SKELETON_CARDS } from "#core/content/public-content/public-constants.ts";

const status = (text: string) =>
  `<p role="status" class="py-24 text-center text-sm tracking-[0.3em] text-mist uppercase">${text}</p>`;

const skeletonCard = `<div aria-hidden="true" class="border border-line bg-charcoal" data-testid="program-skeleton"><div class="aspect-[16/10] animate-pulse bg-graphite"></div><div class="space-y-4 px-7 pt-4 pb-8"><div class="h-7 w-3/4 animate-pulse bg-graphite"></div><div class="h-4 w-full animate-pulse bg-graphite/70"></div><div class="h-4 w-2/3 animate-pulse bg-graphite/70"></div></div></div>`;

/** The loading state of each page that has one, by path. */
const loadingStates: [RegExp, string][] = [
  [
    /^\/$/,
    `<section class="px-6 py-24"><div role="status" aria-label="Loading programs" class="mx-auto grid max-w-7xl gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-10">${skeletonCard.repeat(PROGRAM_SKELETON_CARDS)}</div></section>`,
  ],
  [/^\/programs\/?$/, status("Loading programs...")],
  [/^\/programs\/[^/]+\/?$/, status("Loading program details...")],
  [/^\/faqs\/?$/, status("Loading FAQs...")],
];

function loadingStateFor(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest?.("a");
  if (!link || link.target || link.hasAttribute("download")) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return loadingStates.find(([path]) => path.test(url.pathname))?.[1] ?? null;
}

export function showLoadingStatesWhileNavigating(main: HTMLElement) {
  let page: Node[] | null = null;
  document.addEventListener("click", (event) => {
    const loading = loadingStateFor(event);
    if (!loading) return;
    page ??= [...main.childNodes];
    main.innerHTML = loading;
  });
  // Back to this page from the browser's back/forward cache: the page, not the loading state.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && page) {
      main.replaceChildren(...page);
      page = null;
    }
  });
}
