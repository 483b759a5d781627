import type { PublicContentSnapshot } from "./read-public-content.ts";

/** Every program in display order with its primary image (SPEC 7: home and /programs). Public. */
export function listPrograms(content: PublicContentSnapshot) {
  return content.programs.map(({ images, id, name, tagline, duration, targetAudience, description }) => {
    const primary = images.find((image) => image.isPrimary);
    return {
      id,
      name,
      tagline,
      duration,
      targetAudience,
      description,
      image: primary
        ? { url: primary.url, alt: primary.alt, width: primary.width, height: primary.height }
        : null,
    };
  });
}

/** A program card of the home page and /programs. */
export type ProgramCard = ReturnType<typeof listPrograms>[number];
