import type { ComponentProps } from "react";
import { responsiveImage } from "#core/content/program-images/responsive-image.ts";

export type StoredImage = {
  url: string;
  storageKey?: string | null;
  alt: string;
  width: number | null;
  height: number | null;
};

/**
 * A stored image with its WebP variants in srcset and its intrinsic size (so the browser reserves the
 * space). Lazy unless `priority`, which also raises the fetch priority for an image likely to be the LCP.
 */
export function ResponsiveImg({
  image,
  sizes,
  priority = false,
  ...props
}: { image: StoredImage; sizes: string; priority?: boolean } & Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "width" | "height" | "alt" | "loading"
>) {
  const { src, srcSet, width, height } = responsiveImage(image);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={image.alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      {...props}
    />
  );
}
