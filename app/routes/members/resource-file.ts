// A resource's file for the signed-in member: only one they may see now, else 404.
import { requireMember } from "~/lib/auth.server";
import { resourceFileAnswer } from "~/lib/resources.server";
import type { Route } from "./+types/resource-file";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  return resourceFileAnswer(context, request, member, params.id);
}
