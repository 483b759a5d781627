import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The whole route manifest is one immutable, cached file instead of a partial one computed for every
  // signed-in document (React Router matched every route against each parent path per render) and
  // patched by /__manifest requests after each page loads (decision 165).
  routeDiscovery: { mode: "initial" },
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // v8 behaviours adopted now where they cost nothing; middleware stays off because loaders and
  // actions receive our typed load context (server/load-context.ts) rather than a context provider.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    // Loaders and actions get the request as it arrived, not two rebuilt copies each (decision 162);
    // server/http/route-url.ts names the page from it.
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
