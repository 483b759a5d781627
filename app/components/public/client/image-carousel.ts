// A program's image carousel (markup: ../image-carousel.tsx): every 3 s, arrows and thumbnails wrap.
import { PROGRAM_CAROUSEL_MS } from "#core/content/public-content/public-constants.ts";
import { wrapPage } from "#core/content/public-content/testimonial-paging.ts";
import { slideCounter } from "../image-carousel-counter.ts";
import { SLIDE, THUMBNAIL } from "../slide-states.ts";
import { countdown, markCurrent, markCurrentButton, motionGate, setState } from "./motion.ts";

export function enhance(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>("[data-testid=carousel-slide]")];
  const thumbnails = [...root.querySelectorAll<HTMLElement>("[data-go-to]")];
  const counter = root.querySelector<HTMLElement>("[data-counter]");
  const announce = root.querySelector<HTMLElement>("[data-announce]");
  const count = slides.length;
  let index = 0;
  let running = false;

  const show = (next: number, announced: boolean) => {
    index = wrapPage(next, count);
    markCurrent(slides, index, true);
    slides.forEach((slide, i) => {
      setState(slide, SLIDE, i === index);
    });
    markCurrentButton(thumbnails, index);
    thumbnails.forEach((thumbnail, i) => {
      setState(thumbnail, THUMBNAIL, i === index);
    });
    if (counter) counter.textContent = slideCounter(index, count);
    if (announced && announce) {
      const alt = slides[index]?.querySelector("img")?.alt ?? "";
      announce.textContent = `Image ${index + 1} of ${count}: ${alt}`;
    }
    if (running) advance.restart();
  };
  const advance = countdown(PROGRAM_CAROUSEL_MS, () => show(index + 1, false));

  for (const button of root.querySelectorAll<HTMLElement>("[data-step]"))
    button.addEventListener("click", () => show(index + Number(button.dataset.step), true));
  for (const thumbnail of thumbnails)
    thumbnail.addEventListener("click", () => show(Number(thumbnail.dataset.goTo), true));

  motionGate(root, { pauseOnHover: true, enabled: count > 1 }, (value) => {
    running = value;
    if (running) advance.restart();
    else advance.stop();
  });
}
