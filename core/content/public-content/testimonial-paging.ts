// The testimonial carousel's paging rules (SPEC section 9): 3 per page from 768 px, 1 below; the pages
// wrap at both ends; a change of page size returns to the first page.
import {
  TESTIMONIAL_PAGE_SIZE_NARROW,
  TESTIMONIAL_PAGE_SIZE_WIDE,
  TESTIMONIAL_WIDE_MIN_WIDTH_PX,
} from "./public-constants.ts";

export function testimonialPageSize(viewportWidth: number): number {
  return viewportWidth >= TESTIMONIAL_WIDE_MIN_WIDTH_PX
    ? TESTIMONIAL_PAGE_SIZE_WIDE
    : TESTIMONIAL_PAGE_SIZE_NARROW;
}

/** Always at least one page, so an empty list still renders one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Any page number, however far out of range, lands on a real page: the pages form a ring. */
export function wrapPage(page: number, count: number): number {
  if (count <= 0) return 0;
  return ((page % count) + count) % count;
}

export const nextPage = (page: number, count: number) => wrapPage(page + 1, count);
export const previousPage = (page: number, count: number) => wrapPage(page - 1, count);

/** The page to show after the page size may have changed: the first page when it did. */
export function pageAfterResize(page: number, previousSize: number, nextSize: number): number {
  return previousSize === nextSize ? page : 0;
}
