import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import { Toaster, toast } from "sonner";
import type { loader as rootLoader } from "~/root";

/**
 * The toaster and the one-shot message a redirect carried (read by the root loader). Rendered by the
 * admin and members shells and the sign-in screens only, so public pages do not ship sonner.
 */
export function Toasts() {
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  useEffect(() => {
    if (!flash) return;
    const show = flash.type === "error" ? toast.error : toast.success;
    show(flash.title, { description: flash.description });
  }, [flash]);
  return <Toaster theme="dark" position="top-right" closeButton />;
}
