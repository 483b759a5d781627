// A message's attachment for an operator (any conversation's); each opening is audited (decision 236).

import { requireAdmin } from "~/lib/auth.server";
import { openMessageAttachment } from "~/lib/messages.server";
import { privateFileAnswer } from "~/lib/resources.server";
import type { Route } from "./+types/message-attachment";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  return privateFileAnswer(context, request, () => openMessageAttachment(context.services, admin, params.id));
}
