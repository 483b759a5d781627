import { Form } from "react-router";
import { AreaSidebar, type SidebarLink, sidebarItemClass } from "~/components/layout/area-sidebar";
import {
  Award,
  BookOpen,
  CalendarDays,
  Compass,
  FolderLock,
  LayoutDashboard,
  LogOut,
  MessageSquare,
  Settings,
  UserRound,
} from "~/components/ui/icons";
import { cn } from "~/kit/cn";

export const MEMBER_SIDEBAR_COOKIE = "sd_members_sidebar";

// SPEC section 2, in its order, and Messages (decision 230); Settings is disabled (Coming Soon).
const links = (unread: number): SidebarLink[] => [
  { to: "/members", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/members/programs", label: "My Programs", icon: BookOpen },
  { to: "/members/available-programs", label: "Browse Programs", icon: Compass },
  { to: "/members/achievements", label: "Achievements", icon: Award },
  { to: "/members/schedule", label: "Schedule", icon: CalendarDays },
  { to: "/members/resources", label: "My Resources", icon: FolderLock },
  { to: "/members/messages", label: "Messages", icon: MessageSquare, count: unread },
  { to: "/members/profile", label: "Profile", icon: UserRound },
];

export function MemberSidebar({
  initiallyCollapsed,
  unread,
}: {
  initiallyCollapsed: boolean;
  unread: number;
}) {
  return (
    <AreaSidebar
      label="Members"
      cookie={{ name: MEMBER_SIDEBAR_COOKIE, path: "/members" }}
      initiallyCollapsed={initiallyCollapsed}
      links={links(unread)}
      comingSoon={[{ label: "Settings", icon: Settings }]}
      footer={(collapsed) => (
        // Sign-out is a POST, never a link a page could trigger (docs/product-decisions.md).
        <Form method="post" action="/members/logout">
          <button
            type="submit"
            aria-label={collapsed ? "Sign Out" : undefined}
            className={cn(sidebarItemClass, "w-full text-ivory/80 hover:bg-graphite hover:text-ivory")}
          >
            <LogOut aria-hidden className="size-4 shrink-0" />
            {collapsed ? null : <span>Sign Out</span>}
          </button>
        </Form>
      )}
    />
  );
}
