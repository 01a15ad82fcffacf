import { getStates } from "@brazilian-utils/brazilian-utils";

/** The 27 UFs with their names, in the library's pt-BR order (the address's 'Estado (UF)' list). */
export const BRAZILIAN_STATES: readonly { code: string; name: string }[] = getStates().map(({ code, name }) => ({ code, name }));
