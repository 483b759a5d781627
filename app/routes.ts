import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// One line per route of SPEC section 2. Routes a later issue builds are reached through the area's
// catch-all, which applies the area's guard and then shows the not-found page.
export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("reset-password", "routes/public/reset-password.tsx"),
    route("apply", "routes/public/apply.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("faqs", "routes/admin/faqs.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("programs", "routes/admin/programs.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  ...prefix("members", [
    route("login", "routes/members/login.tsx"),
    route("logout", "routes/members/logout.tsx"),
    layout("routes/members/layout.tsx", [
      index("routes/members/dashboard.tsx"),
      route("*", "routes/members/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
