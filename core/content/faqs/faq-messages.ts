// FAQ Management's texts (SPEC section 8 "Admin management"): the browser's confirmation before Delete.
export const faqMessages = {
  confirmDelete: "Are you sure you want to delete this FAQ?",
} as const;

/** An FAQ's status as the table and its CSV write it. */
export const faqStatusLabel = (isActive: boolean) => (isActive ? "Active" : "Inactive");
