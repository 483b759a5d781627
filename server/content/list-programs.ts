import type { PublicContentSnapshot } from "#server/content/read-public-content.ts";

export type ProgramCard = {
  id: string;
  name: string;
  tagline: string | null;
  duration: string;
  targetAudience: string | null;
  description: string;
  image: { url: string; alt: string; width: number | null; height: number | null } | null;
};

/** Every program in display order with its primary image (SPEC 7: home and /programs). Public. */
export function listPrograms(content: PublicContentSnapshot): ProgramCard[] {
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
