// SPEC section 3: a program's features are stored one per line as "Feature Name: Feature description".
export type ProgramFeature = { name: string; description: string };

/**
 * Blank lines are skipped and list markers ("- ", "* ", "• ") are tolerated, because operators paste
 * features from documents. A line without a colon is a feature with a name and no description.
 */
export function parseProgramFeatures(text: string | null | undefined): ProgramFeature[] {
  if (!text) return [];
  const features: ProgramFeature[] = [];
  for (const raw of text.split(/\r?\n/)) {
    // \u2022 is the bullet, escaped so the server's build stays Latin-1 (decision 260).
    const line = raw.trim().replace(/^[-*\u2022]\s+/, "");
    if (!line) continue;
    const colon = line.indexOf(":");
    if (colon <= 0) {
      features.push({ name: line.replace(/:$/, "").trim(), description: "" });
      continue;
    }
    features.push({ name: line.slice(0, colon).trim(), description: line.slice(colon + 1).trim() });
  }
  return features.filter((f) => f.name.length > 0);
}
