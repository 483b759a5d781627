// The application form's time stamp, as the browser holds it: a cookie set with /apply
// (server/http/form-token-cookie.ts), `{shown at, ms}.{signature}`.
import type { Page } from "@playwright/test";

/** When the server showed the form this page holds (the page's stamp cookie). */
export async function formShownAt(page: Page): Promise<number> {
  const cookies = await page.context().cookies(page.url());
  const stamp = cookies.find((cookie) => cookie.name === "sd_form_token");
  if (!stamp) throw new Error("the /apply page set no sd_form_token cookie");
  return Number(stamp.value.split(".")[0]);
}
