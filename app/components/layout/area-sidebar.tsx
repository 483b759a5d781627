// The admin and members areas' collapsible sidebar: navigation links, entries shown disabled (Coming
// Soon), and an area-specific footer. Collapsed or open is remembered in a cookie the area's layout
// reads, so the server renders it the way the person left it.

import { type ReactNode, useState } from "react";
import { useLocation } from "react-router";
import { ChevronsLeft, ChevronsRight, type LucideIcon } from "~/components/ui/icons";
import { FollowedLink } from "~/components/ui/in-app-link";
import { cn } from "~/kit/cn";
import { isCurrentPath } from "~/kit/current-path";
import { useFollowInApp } from "~/kit/in-app-link";

export type SidebarLink = {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** Things waiting behind the link (unread messages): shown when above zero, and said to screen readers. */
  count?: number;
};

/** The words a count beside a link stands for ("Messages, 2 unread"). */
const countLabel = (item: SidebarLink) => (item.count ? `${item.label}, ${item.count} unread` : item.label);

export const sidebarItemClass = "flex items-center gap-3 px-3 py-2.5 text-sm transition-colors";

/** Whether the layout's request says the sidebar was left collapsed. */
export function sidebarCollapsed(request: Request, cookie: string): boolean {
  return (request.headers.get("cookie") ?? "").includes(`${cookie}=collapsed`);
}

export function AreaSidebar(props: {
  /** The navigation's accessible name ("Admin", "Members"). */
  label: string;
  cookie: { name: string; path: string };
  initiallyCollapsed: boolean;
  links: readonly SidebarLink[];
  comingSoon: readonly { label: string; icon: LucideIcon }[];
  footer: (collapsed: boolean) => ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(props.initiallyCollapsed);
  const location = useLocation();
  const { pathname } = location;
  const follow = useFollowInApp(location);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser our people use
    document.cookie = `${props.cookie.name}=${next ? "collapsed" : "open"}; path=${props.cookie.path}; max-age=31536000; samesite=lax`;
  };
  return (
    <aside
      className={cn(
        "sticky top-0 flex h-dvh shrink-0 flex-col border-r border-line bg-charcoal transition-[width]",
        collapsed ? "w-16" : "w-64",
      )}
    >
      <div className="flex h-16 items-center justify-end border-b border-line px-3">
        <button
          type="button"
          onClick={toggle}
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          aria-expanded={!collapsed}
          className="p-2 text-mist hover:text-ivory"
        >
          {collapsed ? (
            <ChevronsRight aria-hidden className="size-4" />
          ) : (
            <ChevronsLeft aria-hidden className="size-4" />
          )}
        </button>
      </div>
      <nav aria-label={props.label} className="flex-1 overflow-y-auto p-2">
        <ul className="space-y-1">
          {props.links.map((item) => {
            const current = isCurrentPath(pathname, item.to, item.end);
            return (
              <li key={item.to}>
                <FollowedLink
                  aria-current={current ? "page" : undefined}
                  title={collapsed ? countLabel(item) : undefined}
                  aria-label={collapsed || item.count ? countLabel(item) : undefined}
                  className={cn(
                    sidebarItemClass,
                    "relative",
                    current ? "bg-graphite text-brass" : "text-ivory/80 hover:bg-graphite hover:text-ivory",
                  )}
                  href={item.to}
                  follow={follow}
                >
                  <item.icon aria-hidden className="size-4 shrink-0" />
                  {collapsed ? null : <span>{item.label}</span>}
                  {item.count ? (
                    <span
                      aria-hidden
                      data-testid="sidebar-count"
                      className={cn(
                        "min-w-5 bg-brass px-1.5 text-center text-xs font-medium text-ink",
                        collapsed ? "absolute top-1 right-1" : "ml-auto",
                      )}
                    >
                      {item.count}
                    </span>
                  ) : null}
                </FollowedLink>
              </li>
            );
          })}
          {props.comingSoon.map((item) => (
            <li key={item.label}>
              <span
                aria-disabled="true"
                title="Coming Soon"
                className={cn(sidebarItemClass, "cursor-not-allowed text-mist/50")}
              >
                <item.icon aria-hidden className="size-4 shrink-0" />
                {collapsed ? (
                  <span className="sr-only">{item.label} (Coming Soon)</span>
                ) : (
                  <span>
                    {item.label}{" "}
                    <span className="ml-1 text-[0.65rem] tracking-widest uppercase">Coming Soon</span>
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-line p-2">{props.footer(collapsed)}</div>
    </aside>
  );
}
