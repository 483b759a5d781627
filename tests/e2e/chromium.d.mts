/** `full`: the whole browser, not the headless shell. */
export function findChromium(options?: { full?: boolean }): string | undefined;
export const chromiumArgs: string[];
