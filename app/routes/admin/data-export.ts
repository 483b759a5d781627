// Export Data (decision 145): everything held about a lead or a member, as a JSON download. Admins
// only: the guard redirects anyone else to sign in, and exportPersonData checks again.
import { data } from "react-router";
import type { PersonKind } from "#core/privacy/privacy-messages.ts";
import { privacyMessages } from "#core/privacy/privacy-messages.ts";
import { answerRefusals } from "~/kit/refusals.server";
import { requireAdmin } from "~/lib/auth.server";
import { exportPersonData, personDataDownload } from "~/lib/privacy.server";
import type { Route } from "./+types/data-export";

const kinds: readonly PersonKind[] = ["lead", "member"];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const kind = kinds.find((k) => k === params.kind);
  if (!kind) throw data(privacyMessages.personNotFound, { status: 404 });
  return answerRefusals(async () =>
    personDataDownload(await exportPersonData(context.services, admin, { kind, id: params.id })),
  );
}
