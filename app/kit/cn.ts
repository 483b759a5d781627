import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (8 KB gzip on every public page): components
 * take care not to pass conflicting utilities, so a plain join is enough.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
