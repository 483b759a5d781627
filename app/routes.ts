import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// One line per route of SPEC section 2. Routes a later issue builds are reached through the area's
// catch-all, which applies the area's guard and then shows the not-found page. Each area's pages sit
// under a pathless page-boundary route, so a failing page keeps the area's navigation.
export default [
  layout("routes/public/layout.tsx", [
    layout("routes/public/page-boundary.tsx", [
      // The marketing pages and the application: static documents, no React in the browser.
      layout("routes/public/static-pages.tsx", [
        index("routes/public/home.tsx"),
        route("programs", "routes/public/programs.tsx"),
        route("programs/:slug", "routes/public/program.tsx"),
        route("philosophy", "routes/public/philosophy.tsx"),
        route("principles", "routes/public/principles.tsx"),
        route("about", "routes/public/about.tsx"),
        route("faqs", "routes/public/faqs.tsx"),
        route("client-access", "routes/public/client-access.tsx"),
        route("apply", "routes/public/apply.tsx"),
        route("*", "routes/public/not-found.tsx"),
      ]),
      route("reset-password", "routes/public/reset-password.tsx"),
    ]),
  ]),
  // Public resource routes: search engines' files and responsive image variants.
  route("sitemap.xml", "routes/public/sitemap.xml.ts"),
  route("robots.txt", "routes/public/robots.txt.ts"),
  route("images/:width/*", "routes/public/image-variant.ts"),
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    // Export Data: a JSON download of everything held about a lead or a member (decision 145).
    route("data-export/:kind/:id", "routes/admin/data-export.ts"),
    // A list's CSV (decision 148): a download, outside the area's page layout.
    route("export/:list", "routes/admin/export.ts"),
    route("resources/:id/file", "routes/admin/resource-file.ts"),
    route("messages/attachments/:id", "routes/admin/message-attachment.ts"),
    layout("routes/admin/layout.tsx", [
      layout("routes/admin/page-boundary.tsx", [
        index("routes/admin/dashboard.tsx"),
        // My work (decision 212): where a plain sign-in lands; the dashboard stays /admin.
        route("my-work", "routes/admin/my-work.tsx"),
        route("faqs", "routes/admin/faqs.tsx"),
        route("users", "routes/admin/users.tsx"),
        route("consultations", "routes/admin/consultations.tsx"),
        route("programs", "routes/admin/programs.tsx"),
        route("member-registrations", "routes/admin/member-registrations.tsx"),
        route("activities", "routes/admin/activities.tsx"),
        route("activities/contacts", "routes/admin/activity-contacts.ts"),
        route("training-events", "routes/admin/training-events.tsx"),
        route("resources", "routes/admin/resources.tsx"),
        route("messages", "routes/admin/messages.tsx"),
        route("audit-log", "routes/admin/audit-log.tsx"),
        route("failed-emails", "routes/admin/failed-emails.tsx"),
        route("settings", "routes/admin/settings.tsx"),
        route("security", "routes/admin/security.tsx"),
        route("*", "routes/admin/not-found.tsx"),
      ]),
    ]),
  ]),
  ...prefix("members", [
    route("login", "routes/members/login.tsx"),
    route("logout", "routes/members/logout.tsx"),
    route("schedule/calendar/:bookingId", "routes/members/schedule-calendar.ts"),
    route("profile/data-export", "routes/members/data-export.ts"),
    route("resources/:id/file", "routes/members/resource-file.ts"),
    route("messages/attachments/:id", "routes/members/message-attachment.ts"),
    layout("routes/members/layout.tsx", [
      layout("routes/members/page-boundary.tsx", [
        index("routes/members/dashboard.tsx"),
        route("programs", "routes/members/programs.tsx"),
        route("available-programs", "routes/members/available-programs.tsx"),
        route("achievements", "routes/members/achievements.tsx"),
        route("schedule", "routes/members/schedule.tsx"),
        route("resources", "routes/members/resources.tsx"),
        route("messages", "routes/members/messages.tsx"),
        route("profile", "routes/members/profile.tsx"),
        route("settings", "routes/members/settings.tsx"),
        route("*", "routes/members/not-found.tsx"),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
