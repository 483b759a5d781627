// meta() helpers for the public pages: the site name and public URL come from the public layout's
// loader (app/routes/public/layout.tsx), so every page gets canonical and social tags the same way.
import type { MetaDescriptor } from "react-router";
import { type PageMetaInput, pageMeta } from "#core/content/public-content/seo.ts";
import { site } from "#core/site.ts";

export const PUBLIC_LAYOUT_ID = "routes/public/layout";

export type PublicSiteData = { siteName: string; publicUrl: string };

type AnyMatch = { id: string; loaderData?: unknown } | undefined;

export function publicSiteFrom(matches: readonly AnyMatch[]): PublicSiteData {
  const data = matches.find((match) => match?.id === PUBLIC_LAYOUT_ID)?.loaderData as
    | PublicSiteData
    | undefined;
  return data ?? { siteName: site.name, publicUrl: "" };
}

export function publicMeta(
  matches: readonly AnyMatch[],
  input: Omit<PageMetaInput, "publicUrl" | "siteName">,
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const { siteName, publicUrl } = publicSiteFrom(matches);
  return [...(pageMeta({ ...input, siteName, publicUrl }) as MetaDescriptor[]), ...extra];
}
