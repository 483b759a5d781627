// The part of zod that core/'s schemas use, named one by one. Re-exporting zod's whole `z` namespace
// makes bundlers keep all of it, every locale included: 96 KB of gzipped script on /apply instead of 31.

export type { infer, input, output } from "zod";
export {
  boolean,
  coerce,
  config,
  email,
  enum,
  literal,
  NEVER,
  number,
  object,
  preprocess,
  string,
  union,
  url,
  uuid,
  ZodError,
  ZodObject,
  ZodType,
} from "zod";
