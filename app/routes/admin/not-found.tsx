import { NotFoundMessage } from "~/components/ui/not-found-message";
import { guardedPage } from "~/kit/guarded-page.server";
import { privatePageMeta } from "~/kit/page-meta";
import { requireAdmin } from "~/lib/auth.server";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => privatePageMeta("Page not found");

export const loader = guardedPage(requireAdmin, 404);

export default function AdminNotFound() {
  return <NotFoundMessage />;
}
