import type { LoadContext } from "#server/load-context.ts";

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}
