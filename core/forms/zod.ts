// zod, configured once for every schema in core/: "jitless" stops zod probing `new Function`, which
// the Content-Security-Policy (no unsafe-eval) rightly refuses and the browser reports as a violation.
// The namespace is zod-api.ts, the functions core/ uses, so a browser bundle carries no more of zod.
import * as z from "./zod-api.ts";

z.config({ jitless: true });

export { z };
