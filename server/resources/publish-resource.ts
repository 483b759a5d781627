// An operator publishes a resource (docs/resources.md), or changes one: to a program, to a member (by
// e-mail), or both; a file checked and stored first (removed again if the save fails), or a link. A
// replaced file is deleted once the change is committed. Published and changed resources are audited.
import { and, eq, isNull, sql } from "drizzle-orm";
import { parseLocalDay } from "#core/dates/local-input.ts";
import { resourceMessages as m } from "#core/resources/resource-messages.ts";
import type { FileKind } from "#core/resources/resource-rules.ts";
import type { ResourceInput } from "#core/resources/resource-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { profiles, programs, resources, userRolesTable } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import {
  prepareResourceFile,
  type ResourceUpload,
  type StoredResourceFile,
  storeResourceFile,
} from "./store-resource-file.ts";

type PublishServices = Pick<Services, "db" | "storage" | "logger">;

const refuse = (field: string, message: string) =>
  new DomainError("invalid", message, { fields: { [field]: message } });

/** The program and the member the form names, both checked. */
async function audienceOf(tx: Transaction, input: ResourceInput) {
  let programId: string | null = null;
  let memberId: string | null = null;
  if (input.programId) {
    const [program] = await tx
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.id, input.programId));
    if (!program) throw refuse("programId", m.programNotFound);
    programId = program.id;
  }
  if (input.memberEmail) {
    // A member: an account that is not erased and holds no admin role.
    const [member] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .leftJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
      .where(
        and(
          sql`lower(${profiles.email}) = ${input.memberEmail}`,
          isNull(profiles.erasedAt),
          sql`coalesce(${userRolesTable.role}, 'member') = 'member'`,
        ),
      );
    if (!member) throw refuse("memberEmail", m.memberNotFound);
    memberId = member.id;
  }
  return { programId, memberId };
}

function fieldsOf(input: ResourceInput, timeZone: string) {
  const availableFrom = input.availableFrom
    ? (parseLocalDay(input.availableFrom, timeZone)?.start ?? null)
    : null;
  if (input.availableFrom && !availableFrom) throw refuse("availableFrom", m.badDate);
  const link = input.kind === "link";
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    kind: input.kind,
    linkUrl: link ? input.linkUrl : null,
    notes: link ? input.notes : null,
    availableFrom,
  };
}

const noFile = { storageKey: null, fileName: null, contentType: null, sizeBytes: null };

/** Checks and stores the upload (before any row changes); null when there is none. */
async function storedUpload(services: PublishServices, kind: FileKind, upload: ResourceUpload | null) {
  if (!upload) return null;
  return storeResourceFile(services, await prepareResourceFile(kind, upload));
}

/** Runs the save; a file stored for it is removed again when the save fails. */
async function saving<T>(services: PublishServices, file: StoredResourceFile | null, save: () => Promise<T>) {
  try {
    return await save();
  } catch (error) {
    if (file) await services.storage.delete(file.storageKey).catch(() => {});
    throw error;
  }
}

export async function publishResource(
  services: PublishServices,
  actor: SessionUser,
  input: ResourceInput,
  upload: ResourceUpload | null,
  timeZone: string,
) {
  assertAdmin(actor);
  const fields = fieldsOf(input, timeZone);
  if (input.kind !== "link" && !upload) throw refuse("file", m.fileRequired);
  const file = input.kind === "link" ? null : await storedUpload(services, input.kind, upload);
  return saving(services, file, () =>
    services.db.transaction(async (tx) => {
      const audience = await audienceOf(tx, input);
      const [row] = await tx
        .insert(resources)
        .values({
          ...fields,
          ...audience,
          ...(file ?? noFile),
          visibleFrom: fields.availableFrom ?? new Date(),
          publishedBy: actor.id,
        })
        .returning();
      await recordAudit(tx, { actor, action: "publish", entity: "resource", entityId: row!.id, after: row });
      return row!;
    }),
  );
}

export async function updateResource(
  services: PublishServices,
  actor: SessionUser,
  id: string,
  input: ResourceInput,
  upload: ResourceUpload | null,
  timeZone: string,
) {
  assertAdmin(actor);
  const fields = fieldsOf(input, timeZone);
  const file = input.kind === "link" ? null : await storedUpload(services, input.kind, upload);
  const { before, after } = await saving(services, file, () =>
    services.db.transaction(async (tx) => {
      const before = await lockedRow(tx, resources, id, "Resource");
      // A file resource keeps its file unless a new one came; a new kind of file needs its file.
      const keepsFile = input.kind !== "link" && !file && before.kind === input.kind && before.storageKey;
      if (input.kind !== "link" && !file && !keepsFile) throw refuse("file", m.fileRequired);
      const audience = await audienceOf(tx, input);
      const [after] = await tx
        .update(resources)
        .set({
          ...fields,
          ...audience,
          ...(file ?? (keepsFile ? {} : noFile)),
          visibleFrom: fields.availableFrom ?? before.createdAt,
        })
        .where(eq(resources.id, id))
        .returning();
      await recordAudit(tx, { actor, action: "update", entity: "resource", entityId: id, before, after });
      return { before, after: after! };
    }),
  );
  if (before.storageKey && before.storageKey !== after.storageKey)
    await services.storage.delete(before.storageKey).catch((error: unknown) => {
      services.logger.warn({ err: error }, "file store: a replaced resource file was not deleted");
    });
  return after;
}

/** Unpublish hides it from every member at once; publishing it again shows it as before. */
export async function setResourcePublished(
  services: Pick<Services, "db">,
  actor: SessionUser,
  id: string,
  published: boolean,
) {
  assertAdmin(actor);
  await services.db.transaction(async (tx) => {
    const before = await lockedRow(tx, resources, id, "Resource");
    if ((before.unpublishedAt === null) === published) return;
    const [after] = await tx
      .update(resources)
      .set({ unpublishedAt: published ? null : new Date() })
      .where(eq(resources.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: published ? "publish" : "unpublish",
      entity: "resource",
      entityId: id,
      before,
      after,
    });
  });
}
