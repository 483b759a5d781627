// A resource's file for an operator (any resource, published or not); each opening is audited.
import { requireAdmin } from "~/lib/auth.server";
import { resourceFileAnswer } from "~/lib/resources.server";
import type { Route } from "./+types/resource-file";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  return resourceFileAnswer(context, request, admin, params.id);
}
