/** The job's stages in words: the receipt of an in-person approval, and the 'Carro pronto' message. */
import { describe, expect, it } from "vitest";
import { receiptLines } from "@/lib/quotes/receipt";
import { DEFAULT_READY_TEMPLATE, readyMessageText, unknownReadyPlaceholders } from "@/lib/quotes/ready-message";
import { profileSchema } from "@/lib/validation/profile";
import { profileInput } from "@/tests/support/factories";

const SHA = "3f9a1c2b" + "0".repeat(56);
const answeredAt = new Date("2026-11-24T14:32:00-03:00");

describe("the receipt of an approval recorded in person", () => {
  it("says so first, with who approved and who took it, on the link, the PDF and the e-mail alike", () => {
    const lines = receiptLines({
      versionNumber: 2,
      sha256: SHA,
      answer: "approved",
      customerName: "Maria Souza",
      reason: null,
      nonOriginalPartsConsent: null,
      answeredAt,
      channel: "in_person",
      takenBy: "João",
    });
    expect(lines[0]).toEqual({
      label: "Aprovação presencial",
      value: "Aprovado presencialmente por Maria Souza, registrado por João em 24/11/2026 14:32 (versão 2, código 3f9a1c2b)",
    });
    expect(lines.map((line) => line.label)).toContain("Nome");
  });

  it("adds nothing to an answer on the link", () => {
    const lines = receiptLines({
      versionNumber: 1,
      sha256: SHA,
      answer: "approved",
      customerName: "Maria Souza",
      reason: null,
      nonOriginalPartsConsent: null,
      answeredAt,
      channel: "link",
      takenBy: null,
    });
    expect(lines.map((line) => line.label)).not.toContain("Aprovação presencial");
  });
});

describe("the 'Carro pronto' message", () => {
  const values = { cliente: "Maria", veiculo: "Gol ABC1D23", total: "R$ 1.234,56", link: "https://oficina.digital/orcamento/x", pix: "" };

  it("fills the default template", () => {
    expect(readyMessageText(DEFAULT_READY_TEMPLATE, values)).toBe(
      "Maria, seu Gol ABC1D23 está pronto! Total: R$ 1.234,56. https://oficina.digital/orcamento/x",
    );
  });

  it("falls back to the default when blank, never fills a value twice, and finds unknown placeholders", () => {
    expect(readyMessageText("  ", values)).toBe(readyMessageText(DEFAULT_READY_TEMPLATE, values));
    expect(readyMessageText("{cliente} {link}", { ...values, cliente: "{link}" })).toBe(`{link} ${values.link}`);
    expect(unknownReadyPlaceholders("{cliente}, {placa} e {valor} {placa}")).toEqual(["placa", "valor"]);
    expect(unknownReadyPlaceholders(DEFAULT_READY_TEMPLATE)).toEqual([]);
  });
});

describe("the 'Carro pronto' template in the profile", () => {
  const parse = (readyTemplate: string) =>
    profileSchema.safeParse({
      ...profileInput(),
      services: "[]",
      openingHours: JSON.stringify(profileInput().openingHours),
      hourlyRate: "",
      readyTemplate,
    });

  it("takes known placeholders and blank (the default), and refuses a misspelt one or a text too long", () => {
    expect(parse("Pronto, {cliente}! {veiculo}: {total}. {link}").success).toBe(true);
    expect(parse("").success).toBe(true);
    expect(parse("Oi {nome}, {placa}").error?.issues[0]).toMatchObject({
      path: ["readyTemplate"],
      message: "A mensagem de carro pronto usa {nome}, {placa}, que não existem. Use só {cliente}, {veiculo}, {total}, {link} e {pix}.",
    });
    expect(parse("a".repeat(1001)).error?.issues[0]?.message).toBe("A mensagem de carro pronto deve ter no máximo 1000 caracteres.");
  });
});
