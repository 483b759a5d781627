// Download My Data (decision 145): the signed-in member's own data as a JSON download; the id is the
// session's, never the request's, so no member can ask for another's.
import { data } from "react-router";
import { isDomainError } from "#server/errors/domain-error.ts";
import { requireMember } from "~/lib/auth.server";
import { exportPersonData, personDataDownload } from "~/lib/privacy.server";
import type { Route } from "./+types/data-export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  try {
    return personDataDownload(
      await exportPersonData(context.services, member, { kind: "member", id: member.id }),
    );
  } catch (error) {
    if (isDomainError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}
