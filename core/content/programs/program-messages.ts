// Program Management's texts for a program (its images' texts are in program-image-messages.ts): what the
// database's constraints mean to an operator, and the browser's confirmation before Delete (SPEC 8
// names the program in it).
export const programMessages = {
  nameTaken: "A program with this name already exists.",
  hasRegistrations: "This program has member registrations and cannot be deleted.",
  confirmDelete: (name: string) => `Are you sure you want to delete the program "${name}"?`,
} as const;
