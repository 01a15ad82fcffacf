import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { customerSchema } from "@/lib/validation/customer";
import { moneyInputText, optionalMoneySchema, readMoney } from "@/lib/validation/fields";
import { quoteBasicsSchema } from "@/lib/validation/quote-basics";
import { supplierSchema } from "@/lib/validation/supplier";

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("money typed by a mechanic (readMoney, the one reading of every money field)", () => {
  it.each([
    ["", null],
    ["   ", null],
    ["120", 120],
    ["120,00", 120],
    ["120,5", 120.5],
    ["1.234,56", 1234.56],
    ["1234,56", 1234.56],
    ["1234.56", 1234.56],
    ["120.5", 120.5],
    ["1.234", 1234],
    ["10.999", 10999],
    ["1.234.567", 1234567],
    ["1.234.567,89", 1234567.89],
    [" R$ 99,90 ", 99.9],
    ["R$\u00a01.234,56", 1234.56],
    ["0", 0],
    ["0,01", 0.01],
    ["9.999.999.999,99", 9_999_999_999.99],
    ["9999999999.99", 9_999_999_999.99],
  ])("reads %j as %j", (typed, value) => {
    expect(readMoney(typed)).toEqual({ ok: true, value });
    expect(optionalMoneySchema.parse(typed)).toBe(value);
  });

  it.each([
    ["-5", messages.money.negative],
    ["-1.234,56", messages.money.negative],
    ["12,345", messages.money.tooManyDecimals],
    ["1.234.567,891", messages.money.tooManyDecimals],
    ["1.2345", messages.money.tooManyDecimals],
    ["abc", messages.money.invalid],
    ["1,234.56", messages.money.invalid],
    ["1.234.56", messages.money.invalid],
    ["1.23,45", messages.money.invalid],
    ["12,34,56", messages.money.invalid],
    ["120,", messages.money.invalid],
    ["1 234,56", messages.money.invalid],
    ["1e5", messages.money.invalid],
    ["=1+1", messages.money.invalid],
    ["0x10", messages.money.invalid],
    ["Infinity", messages.money.invalid],
    ["10000000000", messages.money.tooLarge],
    ["9".repeat(400), messages.money.tooLarge],
  ])("refuses %j: %s", (typed, message) => {
    expect(readMoney(typed)).toEqual({ ok: false, message });
    expect(firstError(optionalMoneySchema.safeParse(typed))).toBe(message);
  });

  it.each([
    [0, "0,00"],
    [120, "120,00"],
    [1234.56, "1.234,56"],
    [1234.5, "1.234,50"],
    [9_999_999_999.99, "9.999.999.999,99"],
    [null, ""],
  ])("shows %j in a money field as %j, which reads back the same", (value, shown) => {
    expect(moneyInputText(value)).toBe(shown);
    expect(readMoney(shown)).toEqual({ ok: true, value });
  });
});

describe("the customer form", () => {
  it("trims and keeps optional fields empty", () => {
    expect(customerSchema.parse({ name: "  Ana Lima ", phone: "", email: " ANA@Exemplo.com ", notes: "" })).toEqual({
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
    expect(firstError(supplierSchema.safeParse({ name: " ", phone: "", email: "", tags: "", notes: "" }))).toBe(
      "Informe o nome do fornecedor.",
    );
  });

  it("require a description, and carry no stage (a posted status is dropped: a new quote is pending)", () => {
    expect(quoteBasicsSchema.parse({ description: "Troca de óleo", cost: "", status: "approved" })).toEqual({
      description: "Troca de óleo",
      cost: null,
    });
    expect(firstError(quoteBasicsSchema.safeParse({ description: "", cost: "" }))).toBe("Descreva o serviço ou orçamento.");
  });
});
