import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
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
