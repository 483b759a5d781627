// Whether a navigation link points at the page being shown: React Router's `NavLink` rule (the same
// path, or a path under it unless `end`; letter case ignored, as its route matching ignores it).
// The sidebars use it instead of `NavLink`, which resolves its target and its view-transition state
// for every link of every render: a fifth of a settings page's React Router time (decision 255).

export function isCurrentPath(locationPathname: string, to: string, end = false): boolean {
  const location = locationPathname.toLowerCase();
  const target = to.toLowerCase();
  if (location === target) return true;
  if (end || !location.startsWith(target)) return false;
  // "/admin/" counts its own slash; "/admin" needs one next ("/administration" is not under it).
  const slashAt = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return location.charAt(slashAt) === "/";
}
