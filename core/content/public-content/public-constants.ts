// SPEC section 9, the constants of the public site in one place (timings in milliseconds).
export const DROPDOWN_CLOSE_DELAY_MS = 150;

export const PHILOSOPHY_STATEMENTS = ["NO SHORTCUTS", "NO BRAVADO", "ONLY MASTERY"] as const;
export const PHILOSOPHY_ROTATION_MS = 4000;
export const PHILOSOPHY_FADE_OUT_MS = 500;
export const PHILOSOPHY_FADE_IN_MS = 100;

export const PRINCIPLES = ["SOVEREIGNTY", "PRECISION", "DISCRETION", "ENDURANCE"] as const;

export const TESTIMONIAL_WIDE_MIN_WIDTH_PX = 768;
export const TESTIMONIAL_PAGE_SIZE_WIDE = 3;
export const TESTIMONIAL_PAGE_SIZE_NARROW = 1;
export const TESTIMONIAL_AUTO_ROTATE_MS = 8000;

export const PROGRAM_SKELETON_CARDS = 3;
export const PROGRAM_CAROUSEL_MS = 3000;
export const PROGRAM_FEATURE_ROTATION_MS = 4000;
export const PROGRAM_FEATURE_FADE_MS = 500;
