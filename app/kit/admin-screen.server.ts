// What every back-office screen's loader starts with: the signed-in operator (or a redirect to the
// admin sign-in), the URL's query, the dialog it names (?new, ?edit={id}, ?view={id}) and the database.
import type { LoadContext } from "#server/load-context.ts";
import { readQuery } from "~/kit/read-query.server";
import { dialogFromParams } from "~/kit/url-dialog";
import { requireAdmin } from "~/lib/auth.server";

export async function readAdminScreen(context: LoadContext, request: Request) {
  const admin = await requireAdmin(context, request);
  const params = readQuery(request);
  return { admin, params, dialog: dialogFromParams(params), db: context.services.db };
}
