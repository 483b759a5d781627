import type { LoadContext } from "~/kit/load-context.server";

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}
