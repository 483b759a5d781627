// Everything the public pages show from the database, read at one point in time together with the
// version number the triggers raise (drizzle/0005_public_content_version.sql).
import { asc, eq } from "drizzle-orm";
import { programDetailColumns } from "#server/content/programs/program-detail-columns.ts";
import type { Database } from "#server/db/client.ts";
import { faqs, programImages, programs, publicContentVersion } from "#server/db/schema.ts";

/** The public content at one version: what every public page of that version is made from. */
export type PublicContentSnapshot = Awaited<ReturnType<typeof readPublicContent>>;
/** A program as the public pages see it: display order, with its images in display order. */
export type PublicProgram = PublicContentSnapshot["programs"][number];
/** An active FAQ, in display order (SPEC 7). */
export type PublicFaq = PublicContentSnapshot["faqs"][number];

/** One consistent read (a repeatable-read snapshot): the version and the rows it describes. */
export async function readPublicContent(db: Database) {
  return db.transaction(
    async (tx) => {
      const [row] = await tx.select({ version: publicContentVersion.version }).from(publicContentVersion);
      const programRows = await tx
        .select({
          ...programDetailColumns,
          updatedAt: programs.updatedAt,
        })
        .from(programs)
        .orderBy(asc(programs.displayOrder), asc(programs.name));
      const imageRows = await tx
        .select({
          programId: programImages.programId,
          id: programImages.id,
          url: programImages.imageUrl,
          storageKey: programImages.storageKey,
          alt: programImages.altText,
          width: programImages.width,
          height: programImages.height,
          isPrimary: programImages.isPrimary,
        })
        .from(programImages)
        .orderBy(asc(programImages.displayOrder), asc(programImages.createdAt));
      const faqRows = await tx
        .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .where(eq(faqs.isActive, true))
        .orderBy(asc(faqs.displayOrder), asc(faqs.createdAt));

      const imagesOf = new Map<string, Omit<(typeof imageRows)[number], "programId">[]>();
      for (const { programId, ...image } of imageRows) {
        const list = imagesOf.get(programId) ?? [];
        list.push(image);
        imagesOf.set(programId, list);
      }
      return {
        version: row?.version ?? 0,
        programs: programRows.map((program) => ({ ...program, images: imagesOf.get(program.id) ?? [] })),
        faqs: faqRows,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
