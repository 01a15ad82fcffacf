import "server-only";
import { cache } from "react";
import { currentClientAddress } from "@/lib/client-address/current";
import { openPublicQuote } from "@/lib/public-quote/access";

/**
 * The quote for this request's token, once per request: the metadata and the page share it, so a
 * miss is counted once.
 */
export const loadPublicQuote = cache(async (token: string) => openPublicQuote(token, await currentClientAddress()));
