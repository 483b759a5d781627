import type { Services } from "./services.ts";

/** What every React Router loader and action receives as `context`. */
export type LoadContext = {
  services: Services;
  nonce: string;
  requestId: string;
  clientIp: string;
};

export type ReactRouterHandler = (request: Request, context: LoadContext) => Promise<Response>;
