// One-shot messages that survive a redirect (e.g. "Signed out successfully" on the login page):
// set by an action, read and cleared by the root loader, shown as a toast. The cookie is Secure when the
// site is served over TLS (PUBLIC_URL https), like the session cookies.
import { createCookie } from "react-router";

export type Toast = { type: "success" | "error"; title: string; description?: string };

/** What the toast cookie needs to know about the site: where it is served (config.publicUrl). */
export type ToastSite = { publicUrl: string };

const toastCookie = createCookie("sd_toast", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });
const secure = (site: ToastSite) => site.publicUrl.startsWith("https://");

export async function toastHeader(site: ToastSite, toast: Toast): Promise<string> {
  return toastCookie.serialize(toast, { secure: secure(site) });
}

export async function readToast(
  site: ToastSite,
  request: Request,
): Promise<{ toast: Toast | null; clear: string | null }> {
  const value = (await toastCookie.parse(request.headers.get("cookie"))) as Toast | null;
  if (!value || typeof value.title !== "string") return { toast: null, clear: null };
  return { toast: value, clear: await toastCookie.serialize("", { maxAge: 0, secure: secure(site) }) };
}

/** A redirect carrying the session cookies better-auth set plus a toast. */
export async function redirectWithToast(
  site: ToastSite,
  to: string,
  toast: Toast,
  headers?: Headers,
): Promise<Response> {
  const out = new Headers();
  for (const cookie of headers?.getSetCookie() ?? []) out.append("Set-Cookie", cookie);
  out.append("Set-Cookie", await toastHeader(site, toast));
  out.set("Location", to);
  return new Response(null, { status: 302, headers: out });
}
