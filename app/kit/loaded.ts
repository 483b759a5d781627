import type { useLoaderData } from "react-router";

/**
 * What a server function's result is inside a component once a loader has returned it: React Router's
 * own serialisation of it (the type `Route.ComponentProps["loaderData"]` gives the same value), so a
 * component's props follow the query instead of restating its row.
 */
export type Loaded<F extends (...args: never) => unknown> = ReturnType<typeof useLoaderData<F>>;
