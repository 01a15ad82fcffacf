/**
 * The name of the field only bots fill (components/forms/honeypot.tsx). Its own module, with no
 * imports, so the landing page's bundle gets the name without the server's validation code.
 */
export const HONEYPOT_FIELD = "website";
