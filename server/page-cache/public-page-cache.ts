// The page cache as the app mounts it: versioned by the public content, holes filled from services.
import type { Context } from "hono";
import { issueFormToken } from "#server/leads/form-token.ts";
import type { PageCacheRender } from "#server/load-context.ts";
import type { Services } from "#server/services.ts";
import { FORM_TOKEN_HOLE } from "./holes.ts";
import { pageCache } from "./page-cache.ts";

export function publicPageCache(
  services: Services,
  render: (c: Context, pageCache: PageCacheRender) => Promise<Response>,
): ReturnType<typeof pageCache> {
  return pageCache({
    contentVersion: async () => (await services.publicContent.current()).version,
    render,
    fillers: { [FORM_TOKEN_HOLE]: () => issueFormToken(services.config) },
  });
}
