// "What Our Clients Say" (markup: ../testimonial-carousel.tsx): 3 per page from 768 px, 1 below, pages
// wrap, a change of page size returns to the first page. It moves by itself only when the markup asks.
import {
  TESTIMONIAL_AUTO_ROTATE_MS,
  TESTIMONIAL_WIDE_MIN_WIDTH_PX,
} from "#core/content/public-content/public-constants.ts";
import {
  nextPage,
  pageAfterResize,
  pageCount,
  previousPage,
  testimonialPageSize,
} from "#core/content/public-content/testimonial-paging.ts";
import { DOT_BAR, SLIDE } from "../slide-states.ts";
import { countdown, markCurrentButton, motionGate, setState } from "./motion.ts";

export function enhance(root: HTMLElement) {
  const items = [...root.querySelectorAll<HTMLElement>("[data-testid=testimonial]")];
  const controls = root.querySelector<HTMLElement>("[data-controls]")!;
  const dots = [...root.querySelectorAll<HTMLElement>("[data-go-to]")];
  const announce = root.querySelector<HTMLElement>("[data-announce]");
  const wide = window.matchMedia(`(min-width: ${TESTIMONIAL_WIDE_MIN_WIDTH_PX}px)`);
  const sizeNow = () => testimonialPageSize(wide.matches ? TESTIMONIAL_WIDE_MIN_WIDTH_PX : 0);
  let pageSize = sizeNow();
  let page = 0;

  // From here on the page size is known: the script's classes replace the breakpoint ones.
  for (const item of items) item.classList.remove("invisible", "md:visible");
  for (const element of [controls, ...dots]) element.classList.remove("md:hidden");

  const render = (announced: boolean) => {
    const count = pageCount(items.length, pageSize);
    root.dataset.pageSize = String(pageSize);
    items.forEach((item, i) => {
      const shown = Math.floor(i / pageSize) === page;
      setState(item, SLIDE, shown);
      if (shown) item.removeAttribute("aria-hidden");
      else item.setAttribute("aria-hidden", "true");
      item.inert = !shown;
    });
    controls.classList.toggle("flex", count > 1);
    controls.classList.toggle("hidden", count <= 1);
    dots.forEach((dot, i) => {
      dot.classList.toggle("flex", i < count);
      dot.classList.toggle("hidden", i >= count);
      setState(dot.firstElementChild!, DOT_BAR, i === page);
    });
    markCurrentButton(dots, page);
    if (announced && announce) announce.textContent = `Page ${page + 1} of ${count}`;
    if (running) advance.restart();
  };
  let running = false;
  const advance = countdown(TESTIMONIAL_AUTO_ROTATE_MS, () => {
    page = nextPage(page, pageCount(items.length, pageSize));
    render(false);
  });
  const go = (next: number) => {
    page = next;
    render(true);
  };

  for (const button of root.querySelectorAll<HTMLElement>("[data-step]"))
    button.addEventListener("click", () => {
      const count = pageCount(items.length, pageSize);
      go(button.dataset.step === "1" ? nextPage(page, count) : previousPage(page, count));
    });
  for (const dot of dots) dot.addEventListener("click", () => go(Number(dot.dataset.goTo)));
  wide.addEventListener("change", () => {
    const size = sizeNow();
    page = pageAfterResize(page, pageSize, size);
    pageSize = size;
    render(false);
  });

  render(false);
  const enabled = root.hasAttribute("data-auto-rotate") && items.length > 1;
  motionGate(root, { pauseOnHover: true, enabled }, (value) => {
    running = value;
    if (running) advance.restart();
    else advance.stop();
  });
}
