import type { ComponentProps, ReactNode } from "react";
import { Outlet } from "react-router";
import { AreaTopBar } from "~/components/layout/area-top-bar";
import { Toasts } from "~/components/ui/toasts";

/** The admin and members areas' frame: their sidebar, the top bar, the page (as wide as the area's), toasts. */
export function AreaShell(props: {
  sidebar: ReactNode;
  topBar: ComponentProps<typeof AreaTopBar>;
  width: "max-w-7xl" | "max-w-6xl";
}) {
  return (
    <div className="flex min-h-dvh bg-ink">
      {props.sidebar}
      <div className="min-w-0 flex-1">
        <AreaTopBar {...props.topBar} />
        <main className={`mx-auto ${props.width} px-6 py-10`}>
          <Outlet />
        </main>
      </div>
      <Toasts />
    </div>
  );
}
