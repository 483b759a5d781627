/** What the age beside the date of birth says before a date is typed (server render and script alike). */
export const AGE_PLACEHOLDER = "Calculated from your date of birth";
