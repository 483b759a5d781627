// The viewer's time zone, known to the server as well as the browser (a client hint, as the Epic Stack
// does): a small inline script stores the browser's zone in a cookie, and every request after that
// renders times in it. Before the first hint (a first visit, a browser without cookies) the site's
// own zone applies; in the admin and members areas the script reloads once so times are right at once.
import { memoizeByKey } from "#core/memoize-by-key.ts";

export const TIME_ZONE_COOKIE = "sd_tz";
export const DEFAULT_TIME_ZONE = "Europe/London";

/** The runtime's name for a time zone, or null: asked once per name (a formatter made to ask costs). */
const resolvedTimeZone = memoizeByKey((value) => {
  try {
    return new Intl.DateTimeFormat("en-GB", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
});

/** A time zone the runtime knows, or null (a cookie is input like any other). */
export function validTimeZone(value: string | null | undefined): string | null {
  if (!value || value.length > 64) return null;
  return resolvedTimeZone(value);
}

/** The time zone a request's cookies name, or the site's. */
export function timeZoneFromCookies(cookieHeader: string | null): string {
  const match = new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)`).exec(cookieHeader ?? "");
  const named = match ? validTimeZone(decodeURIComponentSafe(match[1]!)) : null;
  return named ?? DEFAULT_TIME_ZONE;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return "";
  }
}

/**
 * The inline script in every page's <head>. It never changes, so the Content-Security-Policy allows it
 * by its hash (server/http/security-headers.ts). When the cookie was missing or stale the server
 * rendered another zone; in the areas that show times the page then reloads, at most once per tab
 * (so a browser refusing cookies is not caught in a loop). Public pages never reload, nor do the two
 * sign-in pages: they show no times, and a reload would spend the toast a redirect brought there
 * ("Invalid reset link" on a first visit).
 */
export const TIME_ZONE_HINT_SCRIPT = `(function(){try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;var m=document.cookie.match(/(?:^|; )${TIME_ZONE_COOKIE}=([^;]*)/);var was=m?decodeURIComponent(m[1]):"";if(!z||was===z)return;document.cookie="${TIME_ZONE_COOKIE}="+encodeURIComponent(z)+"; path=/; max-age=31536000; samesite=lax";var rendered=was||"${DEFAULT_TIME_ZONE}";var p=location.pathname;if(rendered!==z&&(p.indexOf("/admin")===0||p.indexOf("/members")===0)&&p!=="/admin/login"&&p!=="/members/login"&&!sessionStorage.getItem("sd-tz-reloaded")){sessionStorage.setItem("sd-tz-reloaded","1");location.reload();}}catch(e){}})();`;
