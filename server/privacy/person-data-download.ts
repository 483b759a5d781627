// An export as the file a browser downloads (decision 145): JSON, an attachment, never cached.
import type { PersonExport } from "./export-person-data.ts";

export function personDataDownload({ fileName, data }: PersonExport): Response {
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
