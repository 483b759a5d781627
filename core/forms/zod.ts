// zod, configured once for every schema in core/: "jitless" stops zod probing `new Function`, which
// the Content-Security-Policy (no unsafe-eval) rightly refuses and the browser reports as a violation.
import { z } from "zod";

z.config({ jitless: true });

export { z };
