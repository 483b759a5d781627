// When an activity is done (SPEC 4's quick completion): the Activities table offers Complete only
// before, and completeActivity refuses it after.

/** Whether the activity is completed: its status says so (its type may say so too, but need not). */
export const isCompleted = (activity: { status: string | null }): boolean => activity.status === "completed";
