import { cities as m } from "@/lib/messages/cities";
import { optionalText } from "@/lib/validation/fields";
import { z } from "@/lib/validation/zod";

/** "São Paulo - SP": the longest city name has 32 characters; a label is read up to this. */
export const CITY_LABEL_MAX = 80;

export const citySearchSchema = z.object({ query: optionalText(CITY_LABEL_MAX, m.tooLong) });
