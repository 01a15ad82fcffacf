import { describe, expect, it } from "vitest";
import type { PixKeyType } from "@/lib/enums";
import { pixCharge, type PixReceiver } from "@/lib/pix/charge";
import { canonicalPixKey } from "@/lib/pix/key";
import { pixQrSvg } from "@/lib/pix/qr-svg";
import { crcIsValid, decodeQr, emvField, emvFields } from "@/tests/support/pix-qr";

const receiver = (keyType: PixKeyType, key: string): PixReceiver => ({
  keyType,
  key: canonicalPixKey(keyType, key)!,
  name: "Oficina São João Mecânica Geral",
  city: "São José dos Campos",
});

describe("canonicalPixKey", () => {
  it.each([
    ["cpf", "123.456.789-09", "12345678909"],
    ["cnpj", "11.222.333/0001-81", "11222333000181"],
    ["phone", "(11) 98765-4321", "+5511987654321"],
    ["phone", "+55 11 98765-4321", "+5511987654321"],
    ["email", " Oficina@Exemplo.COM ", "oficina@exemplo.com"],
    ["random", "71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D", "71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d"],
  ] as const)("reads a %s key %s as %s", (type, typed, canonical) => {
    expect(canonicalPixKey(type, typed)).toBe(canonical);
  });

  it.each([
    ["cpf", "123.456.789-00"],
    ["cpf", "(11) 98765-4321"],
    ["cnpj", "11.222.333/0001-82"],
    ["phone", "(11) 3456-7890"],
    ["phone", "123.456.789-09"],
    ["email", "oficina@"],
    ["random", "não é uma chave"],
    ["email", `${"a".repeat(80)}@exemplo.com`],
  ] as const)("refuses a %s key %s", (type, typed) => {
    expect(canonicalPixKey(type, typed)).toBeNull();
  });
});

describe("pixCharge", () => {
  it.each(["0.01", "1234.56", "99999.99"])("charges exactly R$ %s with the reference and a valid CRC", async (amount) => {
    const payload = pixCharge(receiver("phone", "(11) 98765-4321"), amount, 42)!;
    const decoded = await decodeQr(await pixQrSvg(payload));
    expect(decoded).toBe(payload);
    expect(crcIsValid(payload)).toBe(true);
    expect(emvField(payload, "00")).toBe("01");
    const account = emvFields(emvField(payload, "26")!);
    expect(account).toEqual([
      { id: "00", value: "br.gov.bcb.pix" },
      { id: "01", value: "+5511987654321" },
    ]);
    expect(emvField(payload, "52")).toBe("0000");
    expect(emvField(payload, "53")).toBe("986");
    expect(emvField(payload, "54")).toBe(amount);
    expect(emvField(payload, "58")).toBe("BR");
    expect(emvField(payload, "59")).toBe("Oficina Sao Joao Mecanica");
    expect(emvField(payload, "60")).toBe("Sao Jose dos Ca");
    expect(emvFields(emvField(payload, "62")!)).toEqual([{ id: "05", value: "OS0042" }]);
  });

  it.each([
    ["cpf", "123.456.789-09", "12345678909"],
    ["cnpj", "11.222.333/0001-81", "11222333000181"],
    ["email", "oficina@exemplo.com", "oficina@exemplo.com"],
    ["random", "71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d", "71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d"],
  ] as const)("carries a %s key as the DICT writes it", (type, typed, canonical) => {
    const payload = pixCharge(receiver(type, typed), "10.00", 7)!;
    expect(emvFields(emvField(payload, "26")!)[1]).toEqual({ id: "01", value: canonical });
    expect(crcIsValid(payload)).toBe(true);
  });

  it("charges nothing when nothing is owed", () => {
    expect(pixCharge(receiver("email", "oficina@exemplo.com"), "0", 1)).toBeNull();
    expect(pixCharge(receiver("email", "oficina@exemplo.com"), "-5", 1)).toBeNull();
  });
});
