// What the server hands every loader and action (services, the request's id and session lookup), for
// app/env.d.ts to declare as React Router's load context.
export type { LoadContext } from "#server/load-context.ts";
