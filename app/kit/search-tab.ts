// A screen's tabs held in the URL as ?tab= (the default tab leaves it out), as DataTable's are: reload,
// a link and Back keep the tab. Switching pushes a history entry, like DataTable's tab links.
import { useCallback } from "react";
import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";

export function useSearchTab<Tab extends string>(tabFrom: (value: string | null) => Tab, defaultTab: Tab) {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get("tab"));
  const setTab = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const search = new URLSearchParams(prev);
          const chosen = tabFrom(next);
          if (chosen === defaultTab) search.delete("tab");
          else search.set("tab", chosen);
          return search;
        },
        { preventScrollReset: true },
      ),
    [setParams, tabFrom, defaultTab],
  );
  return [tab, setTab] as const;
}

/**
 * A route's shouldRevalidate: a tab switch (only ?tab= changed, no form sent) shows what the page has
 * already loaded, so it does not load it again; anything else is React Router's usual choice.
 */
export function revalidateUnlessTabSwitch(args: ShouldRevalidateFunctionArgs) {
  return onlyTabChanged(args) ? false : args.defaultShouldRevalidate;
}

function onlyTabChanged({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return false;
  const current = new URLSearchParams(currentUrl.search);
  const next = new URLSearchParams(nextUrl.search);
  current.delete("tab");
  next.delete("tab");
  current.sort();
  next.sort();
  return currentUrl.search !== nextUrl.search && current.toString() === next.toString();
}
