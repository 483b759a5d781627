import type { Services } from "./services.ts";

/** What a render for the page cache offers the page (server/page-cache/). */
export type PageCacheRender = {
  /**
   * A marker to put where a value must be fresh in every answer (the application form's time stamp):
   * the cache stores the page around it and fills it in for each visitor.
   */
  hole(name: string): string;
};

/** What every React Router loader and action receives as `context`. */
export type LoadContext = {
  services: Services;
  /** The request's CSP nonce; static documents never use it (their inline scripts are allowed by hash). */
  nonce: string;
  requestId: string;
  clientIp: string;
  /** Present when this render is stored in the page cache, to be served to other visitors. */
  pageCache?: PageCacheRender;
};

export type ReactRouterHandler = (request: Request, context: LoadContext) => Promise<Response>;
