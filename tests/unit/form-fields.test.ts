import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { customerSchema } from "@/lib/validation/customer";
import { optionalMoneySchema } from "@/lib/validation/fields";
import { serviceRecordSchema } from "@/lib/validation/service-record";
import { supplierSchema } from "@/lib/validation/supplier";

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("money typed by a mechanic", () => {
  it.each([
    ["", null],
    ["   ", null],
    ["150", 150],
    ["150.5", 150.5],
    ["150,50", 150.5],
    ["1.234,56", 1234.56],
    ["R$ 99,90", 99.9],
    ["0", 0],
    ["9999999999.99", 9_999_999_999.99],
  ])("reads %j as %j", (typed, value) => {
    expect(optionalMoneySchema.parse(typed)).toBe(value);
  });

  it.each([
    ["-1", "O valor não pode ser negativo."],
    ["abc", "Informe um valor numérico, por exemplo 150,00."],
    ["1e5", "Informe um valor numérico, por exemplo 150,00."],
    ["=1+1", "Informe um valor numérico, por exemplo 150,00."],
    ["10.999", "Use no máximo 2 casas decimais."],
    ["10000000000", "O valor máximo é R$ 9.999.999.999,99."],
  ])("refuses %j: %s", (typed, message) => {
    expect(firstError(optionalMoneySchema.safeParse(typed))).toBe(message);
  });
});

describe("the customer form", () => {
  it("trims, drops control characters and keeps optional fields empty", () => {
    expect(customerSchema.parse({ name: "  Ana\u0000 Lima ", phone: "", email: " ANA@Exemplo.com ", notes: "" })).toEqual({
      name: "Ana Lima",
      phone: "",
      email: "ana@exemplo.com",
      notes: "",
    });
  });

  it.each([
    [{ name: "" }, "Informe o nome do cliente."],
    [{ name: "   \t " }, "Informe o nome do cliente."],
    [{ name: "x".repeat(121) }, "O nome deve ter no máximo 120 caracteres."],
    [{ name: "Ana", email: "ana@" }, "Informe um e-mail válido."],
    [{ name: "Ana", phone: "abc" }, messages.validation.phoneInvalid],
    [{ name: "Ana", notes: "x".repeat(2001) }, "As observações devem ter no máximo 2000 caracteres."],
  ])("refuses %j", (input, message) => {
    expect(firstError(customerSchema.safeParse({ phone: "", email: "", notes: "", ...input }))).toBe(message);
  });

  it("keeps hostile text as plain text (it is escaped when shown)", () => {
    const name = `<script>alert(1)</script>'; DROP TABLE customers; --`;
    expect(customerSchema.parse({ name, phone: "", email: "", notes: "=HYPERLINK()" })).toMatchObject({ name, notes: "=HYPERLINK()" });
  });
});

describe("the supplier and service forms", () => {
  it("require a supplier name", () => {
    expect(firstError(supplierSchema.safeParse({ name: " ", phone: "", partsOffered: "", notes: "" }))).toBe("Informe o nome do fornecedor.");
  });

  it("require a description, default the status to pending and refuse unknown statuses", () => {
    expect(serviceRecordSchema.parse({ description: "Troca de óleo", cost: "", status: undefined })).toEqual({
      description: "Troca de óleo",
      cost: null,
      status: "pending",
    });
    expect(firstError(serviceRecordSchema.safeParse({ description: "", cost: "", status: "pending" }))).toBe("Descreva o serviço ou orçamento.");
    expect(firstError(serviceRecordSchema.safeParse({ description: "x", cost: "", status: "done" }))).toBe("Escolha um status da lista.");
  });
});
