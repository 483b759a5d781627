import { useEffect, useRef } from "react";
import { useRouteLoaderData } from "react-router";
import { Toaster, toast } from "sonner";
import type { loader as rootLoader } from "~/root";

/**
 * The toaster and the one-shot message the toast cookie carried (read by the root loader): a
 * redirect's ("Signed out successfully") or a successful action's ("FAQ deleted successfully").
 * Rendered by the admin and members shells and the sign-in screens only, so public pages do not ship
 * sonner. Each flash is a new object per load, shown once (checked after every commit, see
 * useResultToast for why not on a dependency change).
 */
export function Toasts() {
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  const shown = useRef<typeof flash>(undefined);
  useEffect(() => {
    if (!flash || shown.current === flash) return;
    shown.current = flash;
    const show = flash.type === "error" ? toast.error : toast.success;
    show(flash.title, { description: flash.description });
  });
  return <Toaster theme="dark" position="top-right" closeButton />;
}
