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
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
