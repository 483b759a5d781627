// The page cache as the app mounts it: versioned by the public content (server/public-content/).
import type { Context } from "hono";
import type { Services } from "#server/services.ts";
import { pageCache } from "./page-cache.ts";

export function publicPageCache(
  services: Services,
  render: (c: Context) => Promise<Response>,
): ReturnType<typeof pageCache> {
  return pageCache({
    contentVersion: async () => (await services.publicContent.current()).version,
    render,
  });
}
