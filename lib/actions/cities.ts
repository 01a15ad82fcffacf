"use server";

import { defineAction } from "@/lib/actions/define-action";
import { cityLabel, searchCities } from "@/lib/nfse/cities";
import { citySearchSchema } from "@/lib/validation/city";

/**
 * The cities whose name starts with (or contains) what was typed, for the city fields' list: IBGE's
 * public list, read from memory; any member of a shop may ask.
 */
export const searchCitiesAction = defineAction({
  access: "plan",
  permission: "workOnCars",
  name: "busca de cidades",
  input: (query: string) => ({ query }),
  schema: citySearchSchema,
  async run({ input }) {
    return { ok: true, data: searchCities(input.query).map(cityLabel) };
  },
});
