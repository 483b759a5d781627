// The one sentence a person reads while the service cannot reach its database: on the HTTP layer's
// plain 503, an area's error page and a form's failure alike.
export const SERVICE_UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a moment.";
