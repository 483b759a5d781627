import {
  BarChart3,
  CalendarDays,
  ChevronsLeft,
  ChevronsRight,
  ClipboardList,
  HelpCircle,
  Layers,
  LayoutDashboard,
  Settings,
  UserCheck,
  Users,
} from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";

export const SIDEBAR_COOKIE = "sd_admin_sidebar";

// SPEC section 2: no sidebar entry for activities; Settings is shown disabled (Coming Soon).
const items = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/consultations", label: "Consultations", icon: ClipboardList },
  { to: "/admin/programs", label: "Programs", icon: Layers },
  { to: "/admin/faqs", label: "FAQs", icon: HelpCircle },
  { to: "/admin/users", label: "Users", icon: Users },
  { to: "/admin/member-registrations", label: "Member Registrations", icon: UserCheck },
  { to: "/admin/training-events", label: "Training Events", icon: CalendarDays },
] as const;

export function AdminSidebar({
  initiallyCollapsed,
  analyticsUrl,
}: {
  initiallyCollapsed: boolean;
  analyticsUrl: string;
}) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    // Remembered across visits; read by the layout's loader so the server renders it the same way.
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser our operators use
    document.cookie = `${SIDEBAR_COOKIE}=${next ? "collapsed" : "open"}; path=/admin; max-age=31536000; samesite=lax`;
  };
  const itemClass = "flex items-center gap-3 px-3 py-2.5 text-sm transition-colors";
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
      <nav aria-label="Admin" className="flex-1 overflow-y-auto p-2">
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={"end" in item}
                title={collapsed ? item.label : undefined}
                aria-label={collapsed ? item.label : undefined}
                className={({ isActive }) =>
                  cn(
                    itemClass,
                    isActive ? "bg-graphite text-brass" : "text-ivory/80 hover:bg-graphite hover:text-ivory",
                  )
                }
              >
                <item.icon aria-hidden className="size-4 shrink-0" />
                {collapsed ? null : <span>{item.label}</span>}
              </NavLink>
            </li>
          ))}
          <li>
            <span
              aria-disabled="true"
              title="Coming Soon"
              className={cn(itemClass, "cursor-not-allowed text-mist/50")}
            >
              <Settings aria-hidden className="size-4 shrink-0" />
              {collapsed ? (
                <span className="sr-only">Settings (Coming Soon)</span>
              ) : (
                <span>
                  Settings <span className="ml-1 text-[0.65rem] tracking-widest uppercase">Coming Soon</span>
                </span>
              )}
            </span>
          </li>
        </ul>
      </nav>
      <div className="border-t border-line p-2">
        <a
          href={analyticsUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={collapsed ? "Analytics (opens in a new tab)" : undefined}
          className={cn(itemClass, "text-ivory/80 hover:bg-graphite hover:text-ivory")}
        >
          <BarChart3 aria-hidden className="size-4 shrink-0" />
          {collapsed ? null : <span>Analytics</span>}
        </a>
      </div>
    </aside>
  );
}
