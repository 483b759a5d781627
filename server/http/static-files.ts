// The client build's files are fixed once the server starts: they are listed then, and a request is
// handed to the file server only when it names one of them. Without the list, every page a request
// reached past the asset mounts cost a `statSync` of a file that is not there (decision 189).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

type ServeStaticOptions = Parameters<typeof serveStatic>[0];

/** Every file under `root` by its URL path ("/favicon.svg"), and each folder holding an index.html. */
export function listStaticFiles(root: string): Set<string> {
  const paths = new Set<string>();
  // No build yet (tests that compile the routes with Vite): no files, as the file server would find.
  if (!existsSync(root)) return paths;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    paths.add(`/${relative}`);
    if (entry.name === "index.html") {
      const folder = path.posix.dirname(`/${relative}`);
      paths.add(folder);
      paths.add(folder === "/" ? folder : `${folder}/`);
    }
  }
  return paths;
}

/** The path as the file server decodes it (decodeURI, leaving malformed escapes as they are). */
function decodedPath(requestPath: string): string {
  try {
    return decodeURI(requestPath);
  } catch {
    return requestPath.replace(/(?:%[0-9A-Fa-f]{2})+/g, (match) => {
      try {
        return decodeURI(match);
      } catch {
        return match;
      }
    });
  }
}

/**
 * `serveStatic` over `options.root`, asked only for the files listed when the server started; any
 * other path goes on at once. The file server's own rules (decoding, refusals, precompressed variants,
 * headers) apply unchanged to the files it is given.
 */
export function staticFiles(options: ServeStaticOptions & { root: string }): MiddlewareHandler {
  const files = listStaticFiles(options.root);
  const serve = serveStatic(options);
  return (c, next) => (files.has(decodedPath(c.req.path)) ? serve(c, next) : next());
}
