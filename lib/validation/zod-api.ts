/**
 * The part of Zod the app uses, by name. `import { z } from "zod"` hands the bundler Zod's whole
 * namespace, which Turbopack keeps whole: every one of its ~50 locales (~280 kB more of the
 * browser's JavaScript on every page with a form). A namespace of these names carries only what
 * they reach.
 * A new Zod function used in the app is added here (the type check says so).
 */
export {
  array,
  boolean,
  config,
  discriminatedUnion,
  email,
  enum,
  flattenError,
  iso,
  literal,
  looseObject,
  NEVER,
  number,
  object,
  partialRecord,
  preprocess,
  record,
  strictObject,
  string,
  undefined,
  union,
  unknown,
  uuid,
  ZodError,
  ZodObject,
  ZodType,
} from "zod";
export type { infer, output, RefinementCtx, ZodRawShape } from "zod";
