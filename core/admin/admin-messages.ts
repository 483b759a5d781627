// SPEC section 8 "Admin management": texts as the spec writes them; the ones it leaves unwritten
// follow the same pattern ("similar for other entities").
export type AdminEntity = "FAQ" | "user" | "consultation" | "program" | "activity" | "event";

export const adminMessages = {
  created: (entity: AdminEntity) => `${capitalise(entity)} created successfully`,
  updated: (entity: AdminEntity) => `${capitalise(entity)} updated successfully`,
  deleted: (entity: AdminEntity) => `${capitalise(entity)} deleted successfully`,
  failed: (verb: "create" | "update" | "delete", entity: AdminEntity, message: string) =>
    `Failed to ${verb} ${entity}: ${message}`,
  moveFailed: (entity: "FAQ" | "program", direction: "up" | "down", message: string) =>
    `Failed to move ${entity} ${direction}: ${message}`,
  atTop: "Cannot move up - already at the top",
  atBottom: "Cannot move down - already at the bottom",
} as const;

function capitalise(entity: AdminEntity): string {
  return entity === "FAQ" ? "FAQ" : entity.charAt(0).toUpperCase() + entity.slice(1);
}
