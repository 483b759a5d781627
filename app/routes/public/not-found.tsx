import { data } from "react-router";
import { NotFoundMessage } from "~/components/ui/not-found-message";
import { privatePageMeta } from "~/kit/page-meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => privatePageMeta("Page not found");

export function loader({ url, context }: Route.LoaderArgs) {
  // SPEC: "A 404 is logged to the console" — the server's log, so operators see broken links.
  context.services.logger.info({ path: url.pathname }, "404 not found");
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundMessage />;
}
