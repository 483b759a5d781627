// What a resource shows on either list (the operators' Resources, the member's My Resources): its
// words, its category and kind, and its file or link.
import { resources } from "#server/db/schema.ts";

export const resourceCard = {
  id: resources.id,
  title: resources.title,
  description: resources.description,
  category: resources.category,
  kind: resources.kind,
  fileName: resources.fileName,
  linkUrl: resources.linkUrl,
};
