/**
 * The 'Carro pronto' message with the PIX copia-e-cola of what is owed: in {pix} where
 * the shop put it, at the end of a template without it, nothing without a charge.
 */
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { pixCharge } from "@/lib/pix/charge";
import { DEFAULT_READY_TEMPLATE, readyMessageFor } from "@/lib/quotes/ready-message";
import type { QuoteDocument } from "@/lib/quotes/types";
import { crcIsValid, emvField } from "@/tests/support/pix-qr";

const document = {
  quote: { cost: 1234.56, vehicle: { make: "VW", model: "Gol", plate: "ABC1D23" } },
  customer: { name: "Maria" },
} as unknown as Pick<QuoteDocument, "quote" | "customer">;
const link = "https://oficina.digital/orcamento/x";
const receiver = { keyType: "cnpj" as const, key: "11222333000181", name: "Oficina São João", city: "São Paulo" };
const payload = pixCharge(receiver, "1134.56", 42)!;
const pix = { amount: "1134.56", payload };
const line = messages.shopData.readyPix("R$\u00a01.134,56", payload);

describe("the 'Carro pronto' message with PIX", () => {
  it("appends the copia-e-cola to a template without {pix}, the default included", () => {
    const text = readyMessageFor(document, DEFAULT_READY_TEMPLATE, link, pix);
    expect(text).toBe(`Maria, seu VW Gol ABC1D23 está pronto! Total: R$\u00a01.234,56. ${link}\n\n${line}`);
    const carried = text.slice(text.indexOf("000201"));
    expect(carried).toBe(payload);
    expect(emvField(carried, "54")).toBe("1134.56");
    expect(emvField(emvField(carried, "26")!, "01")).toBe("11222333000181");
    expect(crcIsValid(carried)).toBe(true);
  });

  it("puts it where the shop wrote {pix}, once", () => {
    const text = readyMessageFor(document, "{cliente}: {pix} Obrigado!", link, pix);
    expect(text).toBe(`Maria: ${line} Obrigado!`);
  });

  it("without a charge (no key, nothing owed) sends the message as before, {pix} empty", () => {
    expect(readyMessageFor(document, DEFAULT_READY_TEMPLATE, link, null)).toBe(
      `Maria, seu VW Gol ABC1D23 está pronto! Total: R$\u00a01.234,56. ${link}`,
    );
    expect(readyMessageFor(document, "{cliente} {link} {pix}", link)).toBe(`Maria ${link}`);
  });
});
