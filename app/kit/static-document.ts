// Public pages are static documents: server-rendered HTML, styles inlined, and a few kilobytes of
// script for their interactions instead of React and the router (docs/public-site.md). The server
// entry hands the root layout what such a document needs; the browser bundle never carries it.
import { createContext, useContext } from "react";
import { useMatches } from "react-router";

export type StaticDocumentAssets = {
  /** The public pages' CSS (app/public.css), inlined in <head>. */
  styles: string;
  /** Fonts the first paint uses, preloaded. */
  fonts: string[];
  /**
   * The inline module script that loads the pages' interactions (app/components/public/client/main.ts):
   * constant for a build, so the CSP allows it by its hash and a cached page carries no nonce
   * (docs/decisions/121-public-page-cache-and-csp.md).
   */
  bootstrap: string;
};

export const StaticDocumentContext = createContext<StaticDocumentAssets | null>(null);

/**
 * The inline script that loads the public pages' module from its built URL. It adds the module as a
 * script element rather than importing it: under 'strict-dynamic' a script inserted by an allowed script
 * is trusted (with everything it imports), while an import() from a parser-inserted inline script is
 * not (it carries no nonce to inherit).
 */
export const bootstrapScript = (url: string) =>
  `(function(){var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(url)};document.body.appendChild(s);})();`;

/** Whether the matched routes make a static document (the server entry decides before rendering). */
export function isStaticDocument(handles: unknown[]): boolean {
  return handles.some((handle) => (handle as DocumentHandle | undefined)?.staticDocument);
}

/**
 * What routes declare in `handle`: `staticDocument` on the layout of the public pages that run without
 * React in the browser, `publicShell` on the public layout (its navigation's script runs on every page
 * in it, static or hydrated, such as /reset-password).
 */
export type DocumentHandle = { staticDocument?: true; publicShell?: true };

/** How the current page is delivered: static (no React in the browser) or hydrated, and in the public shell. */
export function useDocumentKind(): { hydrate: boolean; shell: boolean; assets: StaticDocumentAssets | null } {
  const matches = useMatches();
  const assets = useContext(StaticDocumentContext);
  const declares = (key: keyof DocumentHandle) =>
    matches.some((match) => (match.handle as DocumentHandle | undefined)?.[key]);
  return { hydrate: !assets || !declares("staticDocument"), shell: declares("publicShell"), assets };
}
