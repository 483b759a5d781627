// Messages at scale (decision 230): 100,000 messages in 4,000 members' conversations (25 each, the
// sides alternating; one member in ten waiting for an operator), plus one member whose conversation
// alone holds 10,000. Times the members' Messages page (a typical member, the long conversation and
// its earlier page), the operators' list (first page, the Unread tab, a deep page, by owner) and the two
// sidebar counts, each through the real domain function (bench/list-bench.ts).
import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { profiles } from "#server/db/schema.ts";
import { getOwnConversation } from "#server/messages/get-own-conversation.ts";
import { conversationListQuery, listConversations } from "#server/messages/list-conversations.ts";
import { memberUnreadMessages, staffUnreadConversations } from "#server/messages/unread-counts.ts";
import { benchAdmin } from "./bench-databases.ts";
import { runListBench } from "./list-bench.ts";

const MEMBERS = 4_000;
const PER_MEMBER = 25;
const LONG = 10_000;

async function seedMessages(handle: DatabaseHandle) {
  await handle.db.execute(sql`
    INSERT INTO profiles (email, name, first_name, last_name, email_verified, created_at, updated_at)
    SELECT 'member' || i || '@example.com', 'First' || i || ' Last' || i, 'First' || i, 'Last' || i,
           true, now(), now()
    FROM generate_series(1, ${MEMBERS}) AS i`);
  await handle.db.execute(sql`
    INSERT INTO conversations (member_id, last_message_at, message_count, staff_unread, member_unread)
    SELECT id, now() - (row_number() OVER () || ' minutes')::interval,
           CASE WHEN email = 'member1@example.com' THEN ${LONG}::int ELSE ${PER_MEMBER}::int END,
           CASE WHEN row_number() OVER () % 10 = 0 THEN 1 ELSE 0 END, 0
    FROM profiles`);
  await handle.db.execute(sql`
    INSERT INTO messages (conversation_id, position, side, body, submission_key, created_at)
    SELECT c.id, p, CASE WHEN p % 2 = 1 THEN 'member' ELSE 'staff' END,
           'Message ' || p || ' about the schedule, the route and the people at home.',
           gen_random_uuid(), c.last_message_at - ((c.message_count - p) || ' minutes')::interval
    FROM conversations c CROSS JOIN LATERAL generate_series(1, c.message_count) AS p`);
  // Every member has a lead; one in four is the bench operator's (the owner filter's "me").
  await handle.db.execute(
    sql`INSERT INTO profiles (id, email, name) VALUES (${benchAdmin.id}, ${benchAdmin.email}, 'Bench')`,
  );
  await handle.db.execute(sql`
    INSERT INTO consultations (title, first_name, last_name, email, phone_number, member_id, owner_id)
    SELECT 'Mr', p.first_name, p.last_name, p.email, '+44 20 7946 0000', p.id,
           CASE WHEN row_number() OVER () % 4 = 0 THEN ${benchAdmin.id}::uuid END
    FROM profiles p WHERE p.id <> ${benchAdmin.id}`);
  await handle.db.execute(sql`VACUUM ANALYZE`);
}

// Who the member is comes from the session in the app: looked up once here, outside the timings.
const membersOf = new WeakMap<DatabaseHandle, Map<string, SessionUser>>();
async function memberNamed(handle: DatabaseHandle, email: string): Promise<SessionUser> {
  const members = membersOf.get(handle) ?? new Map<string, SessionUser>();
  membersOf.set(handle, members);
  const known = members.get(email);
  if (known) return known;
  const [row] = await handle.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  const member: SessionUser = { ...benchAdmin, id: row!.id, email, role: "member" };
  members.set(email, member);
  return member;
}

export const benchMessages = () =>
  runListBench({
    label: "Messages",
    seeded: `${(MEMBERS * PER_MEMBER + LONG - PER_MEMBER).toLocaleString("en")} messages in ${MEMBERS.toLocaleString("en")} conversations`,
    seed: seedMessages,
    paths: [
      ["member's page (25 messages)", "member:member2000@example.com"],
      ["member's page (10,000: the latest 50)", "member:member1@example.com"],
      ["member's earlier page (before 5,000)", "member-before:member1@example.com"],
      ["operators' list, first page", "list:"],
      ["operators' list, Unread tab", "list:tab=unread"],
      ["operators' list, deep page (60 of 80)", "list:page=60"],
      ["operators' list, owner me", "list:f.owner=me"],
      ["operators' list, owner me, Unread tab", "list:tab=unread&f.owner=me"],
      ["operators' list, unassigned, deep page (40 of 60)", "list:f.owner=unassigned&page=40"],
      ["member's sidebar count", "count-member:member2000@example.com"],
      ["operators' sidebar count", "count-staff:"],
    ],
    async run(handle, path) {
      const [kind, arg = ""] = path.split(/:(.*)/s);
      if (kind === "member")
        return (await getOwnConversation(handle.db, await memberNamed(handle, arg))).messages.length;
      if (kind === "member-before")
        return (await getOwnConversation(handle.db, await memberNamed(handle, arg), 5000)).messages.length;
      if (kind === "list")
        return (
          await listConversations(
            handle.db,
            benchAdmin,
            conversationListQuery(new URLSearchParams(arg), benchAdmin.id),
          )
        ).rows.length;
      if (kind === "count-member")
        return memberUnreadMessages(handle.db, (await memberNamed(handle, arg)).id);
      return staffUnreadConversations(handle.db);
    },
  });

if (import.meta.url === `file://${process.argv[1]}`) await benchMessages();
