// The whole product in a test, without a build or a socket: our Hono app in front of React Router's
// real request handler, its route modules compiled on demand by Vite (as `npm run dev` does). Tests
// then send requests exactly as a browser or an attacker would and read the real responses.
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp } from "#server/app.ts";
import type { Services } from "#server/services.ts";

export type AppUnderTest = { app: ReturnType<typeof createApp>; close(): Promise<void> };

export async function createAppUnderTest(services: Services): Promise<AppUnderTest> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const app = createApp({ services, reactRouter: (request, context) => handler(request, context) });
  return { app, close: () => vite.close() };
}
