// A page that refreshes itself while it is open (decision 231): React Router revalidates the page's
// loaders every `intervalMs` while the tab is visible and nothing else is loading, and at once when
// the tab comes back into view. No socket: each refresh is an ordinary GET the guards check again.
import { useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";

export function useRefreshWhileVisible(intervalMs: number) {
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  const busy = state !== "idle" || navigation.state !== "idle";
  useEffect(() => {
    const refresh = () => {
      if (!busy && document.visibilityState === "visible") void revalidate();
    };
    const timer = window.setInterval(refresh, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [busy, intervalMs, revalidate]);
}

/** Once a load marked messages read, the layout's count is read again so the sidebar shows it. */
export function useRecountAfterRead(markedRead: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (markedRead) void revalidate();
  }, [markedRead, revalidate]);
}
