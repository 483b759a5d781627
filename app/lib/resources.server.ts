// Private resources, for the operators' Resources screen, the members' My Resources and the file route
// both areas share (route modules reach server code only through *.server.ts files).

export { listMemberResources } from "#server/resources/list-member-resources.ts";
export { getResource, listResourcesPage, resourceTable } from "#server/resources/list-resources-page.ts";
export { openResourceFile } from "#server/resources/open-resource-file.ts";
export {
  publishResource,
  setResourcePublished,
  updateResource,
} from "#server/resources/publish-resource.ts";
export type { ResourceUpload } from "#server/resources/store-resource-file.ts";

import { RESOURCE_MAX_FILE_BYTES } from "#core/resources/resource-rules.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { storeUnavailableResponse } from "#server/http/stored-file-response.ts";
import type { LoadContext } from "#server/load-context.ts";
import { type OpenedResourceFile, openResourceFile } from "#server/resources/open-resource-file.ts";
import { resourceFileResponse } from "#server/resources/resource-file-response.ts";
import type { ResourceUpload } from "#server/resources/store-resource-file.ts";
import { isStorageError } from "#server/storage/storage.ts";
import { answerRefusals } from "~/kit/refusals.server";

/**
 * A private file for whoever is signed in, checked on this request by `open`: a refusal is its status
 * (404 for a file they may not see, exactly as for one that does not exist), a store that does not
 * answer is a 503. A resource's file and a message's attachment alike.
 */
export async function privateFileAnswer(
  context: LoadContext,
  request: Request,
  open: () => Promise<OpenedResourceFile>,
): Promise<Response> {
  try {
    return resourceFileResponse(await answerRefusals(open), request.method);
  } catch (error) {
    if (isStorageError(error)) return storeUnavailableResponse(error, context.services.logger);
    throw error;
  }
}

/** A resource's file for whoever is signed in (privateFileAnswer). */
export function resourceFileAnswer(
  context: LoadContext,
  request: Request,
  user: SessionUser,
  id: string | undefined,
): Promise<Response> {
  return privateFileAnswer(context, request, () => openResourceFile(context.services, user, id ?? ""));
}

/** A form that takes one private file (a resource's, a message's attachment). */
export const oneFile = { maxFiles: 1, maxFileSize: RESOURCE_MAX_FILE_BYTES };

/** The form's file, as the domain takes it; none when no file was chosen. */
export async function uploadFrom(form: FormData): Promise<ResourceUpload | null> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0 || file.name === "") return null;
  return { name: file.name, size: file.size, data: Buffer.from(await file.arrayBuffer()) };
}
