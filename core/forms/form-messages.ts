// What any form's answer may say before a screen's own words: a body that is not one of our forms,
// fields the form's schema refused, an id that names nothing (server/http/read-form.ts,
// app/kit/intent-action.server.ts).
const MB = 1024 * 1024;

export const formMessages = {
  notAForm: "This request could not be read: it was not sent by one of our forms.",
  unreadable: "This form could not be read. Please try again.",
  fileTooLarge: (maxBytes: number) => `File size too large. Maximum size: ${maxBytes / MB} MB`,
  tooManyFiles: (maxFiles: number) => `Maximum ${maxFiles} files allowed`,
  /** Above fields the form's schema refused (each says why beside it). */
  invalid: "Please correct the highlighted fields.",
  unknownIntent: "Unknown action",
  /** "FAQ not found": an id that names nothing, whether malformed or deleted meanwhile. */
  notFound: (what: string) => `${what} not found`,
} as const;
