// A message's attachment (decision 236): one optional file per message, with the same kinds, limits and
// checks as a resource's file (core/resources/resource-rules.ts), stored under private/messages/ and
// opened only through the server, checked on every request: by the conversation's member, or by an
// operator (each operator's opening in the audit trail, as a resource's download is). Anyone else,
// as for an id that does not exist, is "not found".
import { eq } from "drizzle-orm";
import { attachmentMessages } from "#core/messages/message-schema.ts";
import { fileKindOf } from "#core/resources/resource-rules.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { conversations, messages } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { OpenedResourceFile } from "#server/resources/open-resource-file.ts";
import {
  prepareResourceFile,
  type ResourceUpload,
  type StoredResourceFile,
  storeResourceFile,
} from "#server/resources/store-resource-file.ts";
import type { Services } from "#server/services.ts";

export type MessageAttachment = StoredResourceFile;

/** Checks and stores an upload before the message's transaction; null when none was chosen. */
export async function storeMessageAttachment(
  services: Pick<Services, "storage" | "logger">,
  upload: ResourceUpload | null,
): Promise<MessageAttachment | null> {
  if (!upload) return null;
  const kind = fileKindOf(upload.name);
  if (!kind)
    throw new DomainError("invalid", attachmentMessages.invalidType, {
      fields: { file: attachmentMessages.invalidType },
    });
  return storeResourceFile(services, await prepareResourceFile(kind, upload), "messages");
}

/** A stored attachment whose message was not stored (a repeat, a failure): its file goes. */
export async function discardMessageAttachment(
  services: Pick<Services, "storage" | "logger">,
  attachment: MessageAttachment | null,
): Promise<void> {
  if (!attachment) return;
  await services.storage.delete(attachment.storageKey).catch((error: unknown) => {
    services.logger.warn({ err: error }, "an unused message attachment was not deleted");
  });
}

const notFound = () => new DomainError("not_found", attachmentMessages.notFound);

export async function openMessageAttachment(
  services: Pick<Services, "db" | "storage">,
  actor: SessionUser,
  messageId: string,
): Promise<OpenedResourceFile> {
  if (!isUuid(messageId)) throw notFound();
  const staff = actor.role === "admin";
  const [found] = await services.db
    .select({
      memberId: conversations.memberId,
      key: messages.attachmentKey,
      name: messages.attachmentName,
      type: messages.attachmentType,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, messageId));
  if (!found?.key || (!staff && found.memberId !== actor.id)) throw notFound();
  const file = await services.storage.get(found.key);
  if (!file) throw notFound();
  if (staff)
    await recordAudit(services.db, {
      actor,
      action: "download",
      entity: "message",
      entityId: messageId,
    }).catch((error: unknown) => {
      file.body.destroy();
      throw error;
    });
  return {
    file,
    fileName: found.name ?? "attachment",
    contentType: found.type ?? "application/octet-stream",
  };
}
