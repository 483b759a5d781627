// Download My Data (decision 145): the signed-in member's own data as a JSON download; the id is the
// session's, never the request's, so no member can ask for another's.
import { answerRefusals } from "~/kit/refusals.server";
import { requireMember } from "~/lib/auth.server";
import { exportPersonData, personDataDownload } from "~/lib/privacy.server";
import type { Route } from "./+types/data-export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  return answerRefusals(async () =>
    personDataDownload(await exportPersonData(context.services, member, { kind: "member", id: member.id })),
  );
}
