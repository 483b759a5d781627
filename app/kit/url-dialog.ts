// Which dialog a screen shows lives in the URL (?new, ?edit={id}, ?view={id}, ?complete={id},
// ?email={id}: an e-mail written to the record's person): a link
// opens it (the operations e-mail links to ?view=), the loader can load what it needs, and Back closes it.
import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

export type UrlDialog =
  | { kind: "new" }
  | { kind: "edit"; id: string }
  | { kind: "view"; id: string }
  | { kind: "complete"; id: string }
  | { kind: "email"; id: string }
  | null;

export type UrlDialogNavigation = {
  /** In place of the current entry (a dialog the page opens on arrival), not a new one. */
  replace?: boolean;
  /** Other search params set (null: removed) in the same navigation, such as the table's tab. */
  with?: Record<string, string | null>;
  /** What the dialog opens with that a URL cannot carry (a form's prefill), kept in the history entry. */
  state?: Record<string, unknown>;
};

const DIALOG_PARAMS = ["new", "edit", "view", "complete", "email"] as const;

/** The dialog a URL's search params name (the loader reads the same). */
export function dialogFromParams(params: URLSearchParams): UrlDialog {
  if (params.get("new") === "1") return { kind: "new" };
  const edit = params.get("edit");
  if (edit) return { kind: "edit", id: edit };
  const view = params.get("view");
  if (view) return { kind: "view", id: view };
  const complete = params.get("complete");
  if (complete) return { kind: "complete", id: complete };
  const email = params.get("email");
  if (email) return { kind: "email", id: email };
  return null;
}

export function useUrlDialog() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = dialogFromParams(params);
  const openedHere = (location.state as { dialogOpened?: boolean } | null)?.dialogOpened === true;

  const open = useCallback(
    (next: Exclude<UrlDialog, null>, how: UrlDialogNavigation = {}) =>
      setParams(
        (prev) => {
          const search = new URLSearchParams(prev);
          for (const name of DIALOG_PARAMS) search.delete(name);
          for (const [name, value] of Object.entries(how.with ?? {}))
            if (value === null) search.delete(name);
            else search.set(name, value);
          search.set(next.kind, next.kind === "new" ? "1" : next.id);
          return search;
        },
        // A history entry of its own, so Back closes the dialog; or, for a dialog the page opens on
        // arrival (another screen asked for it), in place, so closing it keeps the page.
        how.replace
          ? { preventScrollReset: true, replace: true, state: how.state }
          : { preventScrollReset: true, state: { ...how.state, dialogOpened: true } },
      ),
    [setParams],
  );

  const close = useCallback(() => {
    // Opened by this page: going back is closing it. Opened by a link: remove it in place.
    if (openedHere) navigate(-1);
    else
      setParams(
        (prev) => {
          const search = new URLSearchParams(prev);
          for (const name of DIALOG_PARAMS) search.delete(name);
          return search;
        },
        { preventScrollReset: true, replace: true },
      );
  }, [openedHere, navigate, setParams]);

  return { dialog, open, close };
}
