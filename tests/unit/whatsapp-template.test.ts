import { describe, expect, it } from "vitest";
import { DEFAULT_WHATSAPP_TEMPLATE, quoteWhatsAppText, unknownPlaceholders } from "@/lib/quotes/whatsapp";
import { profileSchema } from "@/lib/validation/profile";
import { profileInput } from "@/tests/support/factories";

const values = {
  cliente: "Maria da Conceição",
  numero: "0042",
  oficina: "Auto Mecânica São José",
  total: "R$ 1.234,56",
  link: "https://oficina.example/orcamento/abc",
};

describe("the quote's WhatsApp message", () => {
  it("fills the default template with the quote's data", () => {
    expect(quoteWhatsAppText(DEFAULT_WHATSAPP_TEMPLATE, values)).toBe(
      "Olá, Maria da Conceição! Segue o orçamento nº 0042 da Auto Mecânica São José, no valor de R$ 1.234,56. Veja os detalhes e aprove por aqui: https://oficina.example/orcamento/abc",
    );
  });

  it("replaces each placeholder as often as it appears, and never a value's own braces", () => {
    expect(quoteWhatsAppText("{cliente}, {cliente}: {link}", { ...values, cliente: "{link}" })).toBe(`{link}, {link}: ${values.link}`);
  });

  it("leaves text that is no placeholder as written", () => {
    expect(quoteWhatsAppText("Total {total} {valor} { link }", values)).toBe("Total R$ 1.234,56 {valor} { link }");
  });

  it("names the placeholders that do not exist, each once", () => {
    expect(unknownPlaceholders(DEFAULT_WHATSAPP_TEMPLATE)).toEqual([]);
    expect(unknownPlaceholders("{valor} {Cliente} {valor} {}")).toEqual(["valor", "Cliente", ""]);
  });
});

describe("the template in the profile", () => {
  const parse = (whatsappTemplate: string) =>
    profileSchema.safeParse({
      ...profileInput(),
      services: "[]",
      openingHours: JSON.stringify(profileInput().openingHours),
      hourlyRate: "",
      whatsappTemplate,
    });

  it("takes a template with known placeholders, and blank for the default", () => {
    expect(parse("Oi {cliente}, seu orçamento: {link}").success).toBe(true);
    expect(parse("").success).toBe(true);
  });

  it("refuses a misspelt placeholder, naming it, and a template too long", () => {
    const misspelt = parse("Oi {clinete}, total {valor}");
    expect(misspelt.success).toBe(false);
    expect(misspelt.error?.issues[0]?.message).toBe(
      "A mensagem do WhatsApp usa {clinete}, {valor}, que não existem. Use só {cliente}, {numero}, {oficina}, {total} e {link}.",
    );
    expect(parse("Oi {nome}").error?.issues[0]?.message).toBe(
      "A mensagem do WhatsApp usa {nome}, que não existe. Use só {cliente}, {numero}, {oficina}, {total} e {link}.",
    );
    expect(parse("a".repeat(1001)).error?.issues[0]?.message).toBe("A mensagem do WhatsApp deve ter no máximo 1000 caracteres.");
  });
});
