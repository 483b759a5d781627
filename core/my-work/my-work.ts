// My work: an operator's own day. Each section is a view of an existing list, named by the list's own
// URL; the server counts and reads each section through that list's definition with exactly these
// parameters (server/my-work/get-my-work.ts), so the number a section shows is the number of rows the
// link opens.

export type MyWorkSection = "leads" | "overdue" | "today" | "registrations" | "failedMail";

type ListLink = { path: string; params: string };

export const MY_WORK_PATH = "/admin/my-work";

/** Each section's list: the path and the exact query the section counts by. */
export const myWorkLinks: Record<MyWorkSection, ListLink> = {
  // Leads I own whose 48-hour promise is at risk or broken, the most urgent (the oldest) first: every one
  // is still waiting, so created_at is the clock's own order, and the owner's waiting-leads index serves it.
  leads: { path: "/admin/consultations", params: "f.owner=me&f.clock=attention&sort=createdAt&dir=asc" },
  // Follow-ups assigned to me: scheduled, pending and past due...
  overdue: { path: "/admin/activities", params: "tab=overdue&f.assignedTo=me&sort=scheduledAt&dir=asc" },
  // ...and still pending on my calendar day (in my time zone).
  today: {
    path: "/admin/activities",
    params: "tab=today&f.assignedTo=me&f.status=pending&sort=scheduledAt&dir=asc",
  },
  registrations: { path: "/admin/member-registrations", params: "tab=pending&sort=registrationDate&dir=asc" },
  failedMail: { path: "/admin/failed-emails", params: "" },
};

export const myWorkHref = (section: MyWorkSection): string => {
  const { path, params } = myWorkLinks[section];
  return params ? `${path}?${params}` : path;
};

/** How many items a section shows in place; its link opens the rest. */
export const MY_WORK_ITEMS = 10;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const myWorkMessages = {
  title: "My work",
  subtitle: "Your own day: promises, follow-ups, approvals and failed e-mails.",
  dayClear: "Your day is clear.",
  dayClearDetail: "Nothing waits for you. The dashboard is one click away.",
  dashboard: "Open the dashboard",
  leadsTitle: "Promises at risk",
  leadsEmpty: "No lead of yours is near its 48-hour promise.",
  leadsCount: (n: number) => plural(n, "lead at risk or overdue", "leads at risk or overdue"),
  followUpsTitle: "Follow-ups",
  followUpsEmpty: "No follow-up is due today or overdue.",
  overdueCount: (n: number) => plural(n, "overdue", "overdue"),
  todayCount: (n: number) => plural(n, "due today", "due today"),
  registrationsTitle: "Registrations to approve",
  registrationsEmpty: "No registration awaits approval.",
  registrationsCount: (n: number) => plural(n, "registration pending", "registrations pending"),
  failedMailTitle: "Failed e-mails",
  failedMailEmpty: "No e-mail has failed.",
  failedMailCount: (n: number) => plural(n, "failed e-mail", "failed e-mails"),
  viewAll: (what: string) => `Open the list: ${what}`,
  overdueBadge: "Overdue",
  todayBadge: "Today",
} as const;
