import type { ComponentProps } from "react";

/** One slide of a carousel as the APG pattern marks it: a group named by its place ("2 of 5"). */
export function CarouselSlide({
  index,
  total,
  ...div
}: ComponentProps<"div"> & { index: number; total: number }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a group
    <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${total}`} {...div} />
  );
}
