import { z } from "zod";

/**
 * Free text as typed, trimmed. Postgres `text` cannot hold U+0000, so it is dropped here rather
 * than failing the insert; HTML, SQL or formulas stay as they are (rendered escaped by React).
 */
export const plainText = () => z.string().transform((value) => value.replaceAll("\u0000", "").trim());
