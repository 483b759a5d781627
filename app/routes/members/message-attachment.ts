// A message's attachment for the signed-in member: only one in their own conversation, else 404
// (decision 236).

import { requireMember } from "~/lib/auth.server";
import { openMessageAttachment } from "~/lib/messages.server";
import { privateFileAnswer } from "~/lib/resources.server";
import type { Route } from "./+types/message-attachment";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  return privateFileAnswer(context, request, () =>
    openMessageAttachment(context.services, member, params.id),
  );
}
