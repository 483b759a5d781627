// The activity form's related-person picker: leads or members matching what the operator typed.

import { readQuery } from "~/kit/read-query.server";
import { requireAdmin } from "~/lib/auth.server";
import { searchActivityContacts } from "~/lib/leads.server";
import type { Route } from "./+types/activity-contacts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const params = readQuery(request);
  const kind = params.get("kind") === "member" ? "member" : "lead";
  return { contacts: await searchActivityContacts(context.services.db, admin, kind, params.get("q") ?? "") };
}
