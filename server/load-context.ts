import type { Services } from "./services.ts";

/** What every React Router loader and action receives as `context`. */
export type LoadContext = {
  services: Services;
  /** The request's CSP nonce; static documents never use it (their inline scripts are allowed by hash). */
  nonce: string;
  requestId: string;
  clientIp: string;
  /**
   * True when this render is stored in the page cache (server/page-cache/), to be served to other
   * visitors: nothing in it may differ between visitors.
   */
  pageCache?: boolean;
};

export type ReactRouterHandler = (request: Request, context: LoadContext) => Promise<Response>;
