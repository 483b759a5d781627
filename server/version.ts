// The product's version: package.json's, the one the CHANGELOG describes. Shown on the admin's Settings
// screen, answered by /api/ready and written into every backup's manifest.
import { readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "./paths.ts";

export const productVersion: string =
  (JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { version?: string })
    .version ?? "0.0.0";
