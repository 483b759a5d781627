import { imageMessages } from "#core/content/program-image-messages.ts";
import { getProgramImageVariant } from "~/lib/content.server";
import type { Route } from "./+types/image-variant";

/**
 * /images/{width}/{storage key}: a stored public image resized to one of the allowed widths (see
 * core/responsive-image.ts). Variants never change at a URL, so browsers and CDNs may keep them forever.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const width = Number(params.width);
  const key = params["*"] ?? "";
  const variant = Number.isInteger(width)
    ? await getProgramImageVariant(context.services.storage, key, width)
    : null;
  if (!variant)
    return new Response(imageMessages.variantNotFound, {
      status: 404,
      headers: { "Content-Type": "text/plain" },
    });
  return new Response(new Uint8Array(variant.body), {
    headers: {
      "Content-Type": variant.contentType,
      "Content-Length": String(variant.body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
