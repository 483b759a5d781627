// The application form's time stamp (server/leads/applications/form-token.ts) as a cookie set with the
// page, so the page itself, cached or not, is the same for every visitor and works without JavaScript.
// Mounted outside the page cache: a held page gets its own fresh stamp with every answer.
import type { MiddlewareHandler } from "hono";
import type { Config } from "#server/config.ts";
import {
  formTokenCookie,
  formTokenFromCookies,
  formTokenIssuedAt,
} from "#server/leads/applications/form-token.ts";
import { addAnswerHeaders } from "./answer-headers.ts";

/**
 * A fresh stamp with every shown form (a GET answered 200), and with the page answering a submission
 * that carried none, or a forged one, so the form sent back (with "take a moment") can be sent again.
 * A submission with a valid stamp keeps it: after a failed submit it still says when the form was
 * shown. A refusal before the form's action (another origin, too large) is not a page and gets none.
 */
export function formTokenCookies(config: Config): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    const page = (c.res.headers.get("content-type") ?? "").startsWith("text/html");
    const stamp =
      method === "GET"
        ? c.res.status === 200
        : method === "POST" &&
          page &&
          formTokenIssuedAt(config, formTokenFromCookies(c.req.header("cookie"))) === null;
    if (stamp) addAnswerHeaders(c, [["Set-Cookie", formTokenCookie(config)]], { append: true });
  };
}
