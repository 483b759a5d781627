// A program's own details as the public pages, Browse Programs and the operators' table read them.
import { programs } from "#server/db/schema.ts";

export const programDetailColumns = {
  id: programs.id,
  name: programs.name,
  tagline: programs.tagline,
  duration: programs.duration,
  targetAudience: programs.targetAudience,
  description: programs.description,
  features: programs.features,
};
