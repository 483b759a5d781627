// The public content in memory: public pages read programs, images and FAQs from here, never from the
// database, except to load a newer version once after a change. How an instance learns of a change:
// - the embedded database (PGlite, one process by design) announces every change of the version to
//   this process before the writing call returns (LISTEN public_content_changed);
// - on PostgreSQL, where other instances change the content too, each use compares the version row
//   with the one in memory, through a read that started after the request arrived and is shared by
//   every request that arrived meanwhile (fresh-reads.ts). A change committed anywhere is therefore
//   seen by the next request on every instance.
import { type Database, embeddedDatabase } from "#server/db/client.ts";
import type { PgliteThread } from "#server/db/pglite-thread.ts";
import { publicContentVersion } from "#server/db/schema.ts";
import { freshReads } from "./fresh-reads.ts";
import { type PublicContentSnapshot, readPublicContent } from "./read-public-content.ts";

export type PublicContent = {
  /** The public content, at least as new as every change committed before this call. */
  current(): Promise<PublicContentSnapshot>;
};

/** The channel the triggers notify with the new version (drizzle/0005_public_content_version.sql). */
export const PUBLIC_CONTENT_CHANNEL = "public_content_changed";

export function createPublicContent(db: Database): PublicContent {
  const embedded = embeddedDatabase(db);
  const held = heldSnapshot(db);
  return embedded ? announcedChanges(embedded, held) : checkedVersion(db, held);
}

type HeldSnapshot = (version: number) => Promise<PublicContentSnapshot>;

/** The snapshot in memory once it is at least `version`, reading it again (one read at a time) if not. */
function heldSnapshot(db: Database): HeldSnapshot {
  let held: PublicContentSnapshot | null = null;
  let loading: Promise<unknown> | null = null;
  return async (version) => {
    while (!held || held.version < version) {
      loading ??= readPublicContent(db)
        .then((read) => {
          if (!held || read.version >= held.version) held = read;
        })
        .finally(() => {
          loading = null;
        });
      await loading;
    }
    return held;
  };
}

function announcedChanges(client: PgliteThread, atLeast: HeldSnapshot): PublicContent {
  let announced = 0;
  let listening: Promise<unknown> | null = null;
  return {
    async current() {
      // Listening starts before the first read, so no change can fall between the two.
      listening ??= client.listen(PUBLIC_CONTENT_CHANNEL, (payload) => {
        announced = Math.max(announced, Number(payload) || 0);
      });
      await listening;
      return atLeast(announced);
    },
  };
}

function checkedVersion(db: Database, atLeast: HeldSnapshot): PublicContent {
  const latestVersion = freshReads(async () => {
    const [row] = await db.select({ version: publicContentVersion.version }).from(publicContentVersion);
    return row?.version ?? 0;
  });
  return { current: async () => atLeast(await latestVersion()) };
}
