import { AreaSidebar, type SidebarLink, sidebarItemClass } from "~/components/layout/area-sidebar";
import {
  BarChart3,
  CalendarDays,
  ClipboardList,
  FolderLock,
  HelpCircle,
  Layers,
  LayoutDashboard,
  ListChecks,
  MailWarning,
  MessageSquare,
  ScrollText,
  Settings,
  ShieldCheck,
  UserCheck,
  Users,
} from "~/components/ui/icons";
import { cn } from "~/kit/cn";

export const SIDEBAR_COOKIE = "sd_admin_sidebar";

// SPEC section 2: no sidebar entry for activities; Settings is shown disabled (Coming Soon). My work
// comes first: it is where the operator's day starts (decision 212). Messages: decision 230, its count
// the conversations waiting for an operator.
const links = (unread: number): SidebarLink[] => [
  { to: "/admin/my-work", label: "My work", icon: ListChecks },
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/consultations", label: "Consultations", icon: ClipboardList },
  { to: "/admin/programs", label: "Programs", icon: Layers },
  { to: "/admin/faqs", label: "FAQs", icon: HelpCircle },
  { to: "/admin/users", label: "Users", icon: Users },
  { to: "/admin/member-registrations", label: "Member Registrations", icon: UserCheck },
  { to: "/admin/training-events", label: "Training Events", icon: CalendarDays },
  { to: "/admin/resources", label: "Resources", icon: FolderLock },
  { to: "/admin/messages", label: "Messages", icon: MessageSquare, count: unread },
  { to: "/admin/audit-log", label: "Audit Log", icon: ScrollText },
  { to: "/admin/security", label: "Security", icon: ShieldCheck },
  { to: "/admin/failed-emails", label: "Failed E-mails", icon: MailWarning },
];

export function AdminSidebar({
  initiallyCollapsed,
  analyticsUrl,
  unread,
}: {
  initiallyCollapsed: boolean;
  analyticsUrl: string;
  unread: number;
}) {
  return (
    <AreaSidebar
      label="Admin"
      cookie={{ name: SIDEBAR_COOKIE, path: "/admin" }}
      initiallyCollapsed={initiallyCollapsed}
      links={links(unread)}
      comingSoon={[{ label: "Settings", icon: Settings }]}
      footer={(collapsed) => (
        <a
          href={analyticsUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={collapsed ? "Analytics (opens in a new tab)" : undefined}
          className={cn(sidebarItemClass, "text-ivory/80 hover:bg-graphite hover:text-ivory")}
        >
          <BarChart3 aria-hidden className="size-4 shrink-0" />
          {collapsed ? null : <span>Analytics</span>}
        </a>
      )}
    />
  );
}
