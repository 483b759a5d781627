// The public pages that are static documents (docs/public-site.md): the server's HTML, styles inlined,
// and a small script for their interactions; React and the router never load in the browser. A page
// of the hydrated areas (admin, members, the reset page) that links here gets the document itself.
import { Outlet, redirectDocument } from "react-router";
import type { DocumentHandle } from "~/kit/static-document";
import type { Route } from "./+types/static-pages";

export const handle: DocumentHandle = { staticDocument: true };

// The server render has data to render with (a route with only a clientLoader would be server-rendered
// as its hydrate fallback); a client-side navigation into these pages loads the document instead.
export function loader() {
  return null;
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  throw redirectDocument(url.pathname + url.search);
}

export default function StaticPages() {
  return <Outlet />;
}
