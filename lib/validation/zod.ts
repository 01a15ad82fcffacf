import * as z from "./zod-api";

/**
 * Zod, for every schema that can reach the browser (./zod-api.ts says why not straight from "zod").
 * Zod builds a faster parser for objects with `new Function` when it can, and finds out by trying
 * one when a schema is made. Under a CSP without 'unsafe-eval' (every page's,
 * lib/content-security-policy.ts) the browser reports that try as a violation even though Zod
 * catches it, so the browser skips it (jitless). The server keeps the fast parser.
 */
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
