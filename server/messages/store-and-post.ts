// Storing a message with its optional attachment, for either side: the file is checked and stored
// first (a bad file refuses the message and stores nothing), the message in its transaction, and the
// file removed again when the message was not stored (a repeated form, a failure); the notice runs
// after the commit (decision 235).
import type { Transaction } from "#server/db/transaction.ts";
import type { ResourceUpload } from "#server/resources/store-resource-file.ts";
import type { Services } from "#server/services.ts";
import {
  discardMessageAttachment,
  type MessageAttachment,
  storeMessageAttachment,
} from "./message-attachment.ts";
import { sendMessageNotice } from "./message-notices.ts";
import { postMessage } from "./post-message.ts";

type Post = Parameters<typeof postMessage>[1];

export async function storeAndPost(
  services: Services,
  upload: ResourceUpload | null,
  post: (tx: Transaction, attachment: MessageAttachment | null) => Post | Promise<Post>,
) {
  const attachment = await storeMessageAttachment(services, upload);
  let posted: Awaited<ReturnType<typeof postMessage>>;
  try {
    posted = await services.db.transaction(async (tx) => postMessage(tx, await post(tx, attachment)));
  } catch (error) {
    await discardMessageAttachment(services, attachment);
    throw error;
  }
  if (posted.kind === "already_stored") await discardMessageAttachment(services, attachment);
  await sendMessageNotice(services, posted.noticeJobs);
  return posted;
}
