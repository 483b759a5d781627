import { imageMessages } from "#core/content/program-images/program-image-messages.ts";
import { openProgramImageVariant, storedFileResponse, storeUnavailableResponse } from "~/lib/content.server";
import type { Route } from "./+types/image-variant";

/**
 * /images/{width}/{storage key}: a stored public image resized to one of the allowed widths (see
 * core/responsive-image.ts). Variants never change at a URL, so browsers and CDNs may keep them forever.
 * A stored variant streams from the file store; a store that does not answer is a 503, never a 500.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const width = Number(params.width);
  const key = params["*"] ?? "";
  const { storage, logger } = context.services;
  try {
    const variant = Number.isInteger(width) ? await openProgramImageVariant(storage, key, width) : null;
    if (!variant)
      return new Response(imageMessages.variantNotFound, {
        status: 404,
        headers: { "Content-Type": "text/plain" },
      });
    return storedFileResponse(variant, request.method);
  } catch (error) {
    return storeUnavailableResponse(error, logger);
  }
}
