// One-shot messages that survive a redirect (e.g. "Signed out successfully" on the login page):
// set by an action, read and cleared by the root loader, shown as a toast.
import { createCookie } from "react-router";

export type Toast = { type: "success" | "error"; title: string; description?: string };

const toastCookie = createCookie("sd_toast", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });

export async function toastHeader(toast: Toast): Promise<string> {
  return toastCookie.serialize(toast);
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const value = (await toastCookie.parse(request.headers.get("cookie"))) as Toast | null;
  if (!value || typeof value.title !== "string") return { toast: null, clear: null };
  return { toast: value, clear: await toastCookie.serialize("", { maxAge: 0 }) };
}

/** A redirect carrying the session cookies better-auth set plus a toast. */
export async function redirectWithToast(to: string, toast: Toast, headers?: Headers): Promise<Response> {
  const out = new Headers();
  for (const cookie of headers?.getSetCookie() ?? []) out.append("Set-Cookie", cookie);
  out.append("Set-Cookie", await toastHeader(toast));
  out.set("Location", to);
  return new Response(null, { status: 302, headers: out });
}
