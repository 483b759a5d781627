// Whether this render is in the browser after hydration. The server and the hydrating render say no
// (so their markup matches); the render right after hydration, and every render of a page reached by a
// client navigation, say yes. For what only the browser should draw (the dashboard's charts).
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
