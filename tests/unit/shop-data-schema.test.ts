/**
 * The profile's 'Dados e PIX': the CNPJ or CPF by its check digits, the CEP, the UF from
 * the library's list, and the PIX key read as its type with the name and city the BR Code carries,
 * the four together.
 */
import { describe, expect, it } from "vitest";
import { z } from "@/lib/validation/zod";
import { messages } from "@/lib/messages";
import { defaultOpeningHours } from "@/lib/profile/opening-hours";
import { addressLines, pixTextSuggestion, shopDataFormValues, shownTaxId } from "@/lib/profile/shop-data";
import { profileSchema } from "@/lib/validation/profile";

const m = messages.shopData;

const base = {
  shopName: "Oficina do Zé",
  services: "[]",
  openingHours: JSON.stringify(defaultOpeningHours()),
};
const pix = { pixKeyType: "cnpj", pixKey: "11.222.333/0001-81", pixName: "Oficina do Ze", pixCity: "Sao Paulo" };

function parse(input: Record<string, string>) {
  return profileSchema.safeParse({ ...base, ...input });
}
function fieldErrors(input: Record<string, string>) {
  const parsed = parse(input);
  return parsed.success ? null : z.flattenError(parsed.error).fieldErrors;
}

describe("CNPJ or CPF", () => {
  it.each([
    ["11.222.333/0001-81", "11222333000181"],
    ["11222333000181", "11222333000181"],
    ["123.456.789-09", "12345678909"],
    [" 12345678909 ", "12345678909"],
  ])("stores %j as its digits", (typed, digits) => {
    expect(parse({ taxId: typed }).data?.taxId).toBe(digits);
  });

  it.each(["11.222.333/0001-82", "123.456.789-00", "111.111.111-11", "1122233300018", "11.222.333/0001-8a", "<script>"])(
    "refuses %j (a wrong check digit, a repeated number, a wrong length, letters)",
    (typed) => {
      expect(fieldErrors({ taxId: typed })).toEqual({ taxId: [m.taxIdInvalid] });
    },
  );

  it("blank is no tax id", () => {
    expect(parse({ taxId: "  " }).data?.taxId).toBeNull();
  });
});

describe("the address", () => {
  it("stores the CEP as digits, the UF in capitals, blanks as null", () => {
    const data = parse({
      postalCode: "01310-100",
      street: " Av. Paulista ",
      streetNumber: "1000",
      district: "",
      city: "São Paulo",
      state: "sp",
    }).data;
    expect(data).toMatchObject({
      postalCode: "01310100",
      street: "Av. Paulista",
      streetNumber: "1000",
      district: null,
      city: "São Paulo",
      state: "SP",
    });
  });

  it.each(["0131010", "01310-1000", "abcde-fgh"])("refuses the CEP %j", (typed) => {
    expect(fieldErrors({ postalCode: typed })).toEqual({ postalCode: [m.postalCodeInvalid] });
  });

  it.each(["XX", "S", "São"])("refuses the UF %j", (typed) => {
    expect(fieldErrors({ state: typed })?.state?.length).toBeGreaterThan(0);
  });

  it("refuses control characters and text past its limit", () => {
    expect(fieldErrors({ street: "Rua\u0000A" })).toEqual({ street: [messages.validation.controlCharacters] });
    expect(fieldErrors({ city: "x".repeat(81) })).toEqual({ city: [m.tooLong("A cidade", 80)] });
  });

  it("keeps hostile text as typed (React escapes it)", () => {
    expect(parse({ district: "<img src=x onerror=alert(1)>" }).data?.district).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("the PIX key", () => {
  it("stores the key in its canonical form with its name and city", () => {
    expect(parse(pix).data).toMatchObject({ pixKeyType: "cnpj", pixKey: "11222333000181", pixName: "Oficina do Ze", pixCity: "Sao Paulo" });
    expect(parse({ ...pix, pixKeyType: "phone", pixKey: "(11) 98765-4321" }).data?.pixKey).toBe("+5511987654321");
    expect(parse({ ...pix, pixKeyType: "email", pixKey: "PIX@Oficina.com.br" }).data?.pixKey).toBe("pix@oficina.com.br");
  });

  it("all four blank is no PIX", () => {
    expect(parse({}).data).toMatchObject({ pixKeyType: null, pixKey: null, pixName: null, pixCity: null });
  });

  it("asks for the rest when only part is given", () => {
    const parsed = parse({ pixKey: "11.222.333/0001-81" });
    expect(parsed.success).toBe(false);
    const flat = z.flattenError(parsed.error!);
    expect(flat.fieldErrors).toEqual({ pixKeyType: [m.pixIncomplete], pixName: [m.pixFieldMissing], pixCity: [m.pixFieldMissing] });
  });

  it.each([
    ["cnpj", "11.222.333/0001-82"],
    ["cpf", "123.456.789-00"],
    ["phone", "123.456.789-09"],
    ["phone", "(11) 3456-7890"],
    ["email", "pix@"],
    ["random", "not-a-uuid"],
    ["cpf", "(11) 98765-4321"],
  ] as const)("refuses a %s key %j with that type's message", (type, key) => {
    expect(fieldErrors({ ...pix, pixKeyType: type, pixKey: key })).toEqual({ pixKey: [m.pixKeyInvalid[type]] });
  });

  it("refuses a forged key type", () => {
    expect(fieldErrors({ ...pix, pixKeyType: "bitcoin" })?.pixKeyType).toEqual([m.pixIncomplete]);
  });

  it("refuses a name over 25 or a city over 15 characters (the BR Code's limits)", () => {
    expect(fieldErrors({ ...pix, pixName: "x".repeat(26) })).toEqual({ pixName: [m.pixNameTooLong] });
    expect(fieldErrors({ ...pix, pixCity: "São José dos Cam" })).toEqual({ pixCity: [m.pixCityTooLong] });
    expect(parse({ ...pix, pixName: "Oficina São João Mecânica", pixCity: "São José Campos" }).success).toBe(true);
  });

  it("refuses what the BR Code cannot carry (emojis, other scripts, control characters)", () => {
    expect(fieldErrors({ ...pix, pixName: "Oficina 🔧" })).toEqual({ pixName: [m.pixTextInvalid] });
    expect(fieldErrors({ ...pix, pixCity: "Москва" })).toEqual({ pixCity: [m.pixTextInvalid] });
    expect(fieldErrors({ ...pix, pixName: "Oficina\u0007" })?.pixName?.length).toBeGreaterThan(0);
  });
});

describe("showing the shop's data", () => {
  it("masks the ids and writes the address in two lines", () => {
    expect(shownTaxId("11222333000181")).toEqual({ kind: "CNPJ", value: "11.222.333/0001-81" });
    expect(shownTaxId("12345678909")).toEqual({ kind: "CPF", value: "123.456.789-09" });
    expect(
      addressLines({
        taxId: null,
        postalCode: "01310100",
        street: "Av. Paulista",
        streetNumber: "1000",
        district: "Bela Vista",
        city: "São Paulo",
        state: "SP",
      }),
    ).toEqual(["Av. Paulista, 1000 – Bela Vista", "São Paulo/SP – CEP 01310-100"]);
    expect(
      addressLines({ taxId: null, postalCode: null, street: null, streetNumber: null, district: null, city: null, state: null }),
    ).toEqual([]);
  });

  it("shows a stored phone key as a phone, and suggests the name within the limit", () => {
    const values = shopDataFormValues(
      { taxId: null, postalCode: null, street: null, streetNumber: null, district: null, city: null, state: null },
      { pixKeyType: "phone", pixKey: "+5511987654321", pixName: "Ze", pixCity: "Santos" },
    );
    expect(values.pixKey).toBe("(11) 98765-4321");
    expect(parse({ ...pix, pixKeyType: "phone", pixKey: values.pixKey }).data?.pixKey).toBe("+5511987654321");
    expect(pixTextSuggestion("Auto Mecânica 🔧 São Judas Tadeu Ltda", 25)).toBe("Auto Mecânica São Judas T");
  });
});
