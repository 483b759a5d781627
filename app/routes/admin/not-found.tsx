import { data } from "react-router";
import { NotFoundMessage } from "~/components/ui/not-found-message";
import { privatePageMeta } from "~/kit/page-meta";
import { requireAdmin } from "~/lib/auth.server";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => privatePageMeta("Page not found");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.services, request);
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return <NotFoundMessage />;
}
