// The classes that show a carousel's or rotation's state, shared by the server render (first state) and
// the scripts that change it in the browser (./client/), so both always agree.

/** [classes when on, classes when off]. */
export type ClassPair = readonly [on: string, off: string];

/** A slide or testimonial that is shown, or hidden but still holding its place in the stack. */
export const SLIDE: ClassPair = ["opacity-100", "invisible opacity-0"];
/** The current item of a rotation, fading out before the next one. */
export const FADING: ClassPair = ["opacity-100", "opacity-0"];
/** A thumbnail of the image carousel. */
export const THUMBNAIL: ClassPair = ["border-brass opacity-100", "border-line opacity-60 hover:opacity-100"];
/** The bar inside a page or feature dot. */
export const DOT_BAR: ClassPair = ["w-6 bg-brass", "w-3 bg-mist/60 group-hover:bg-ivory"];
export const FEATURE_BAR: ClassPair = ["w-8 bg-brass", "w-4 bg-mist/50 group-hover:bg-ivory"];

export const classesFor = ([on, off]: ClassPair, active: boolean) => (active ? on : off);
