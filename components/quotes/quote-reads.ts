import "server-only";
import { cache } from "react";
import { getCheckInRecord } from "@/lib/data/check-ins";
import { listQuoteAnswers } from "@/lib/data/quote-answers";
import { listQuoteSends } from "@/lib/data/quote-sends";

/**
 * Reads more than one part of the quote's page needs (the page's 'Excluir' or 'Cancelar', the
 * send section, the history), made once per request: React's cache shares the first call's
 * promise with the others, failure included, so each part still shows its own error.
 */
export const quoteAnswersOnce = cache(listQuoteAnswers);
export const quoteSendsOnce = cache(listQuoteSends);
export const checkInRecordOnce = cache((shopId: string, quoteId: string) => getCheckInRecord(shopId, quoteId));
