import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { loginSchema, signUpSchema } from "@/lib/validation/auth";

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("sign-up validation", () => {
  it("normalises the e-mail to trimmed lower case", () => {
    const result = signUpSchema.parse({ email: "  Joao.Silva@Oficina.COM ", password: "12345678" });
    expect(result.email).toBe("joao.silva@oficina.com");
  });

  it.each([
    [{ email: "", password: "12345678" }, messages.validation.emailRequired],
    [{ email: "   ", password: "12345678" }, messages.validation.emailRequired],
    [{ email: "joao@", password: "12345678" }, messages.validation.emailInvalid],
    [{ email: "<script>@x.com", password: "12345678" }, messages.validation.emailInvalid],
    [{ email: `${"a".repeat(250)}@x.com`, password: "12345678" }, messages.validation.emailTooLong],
    [{ email: "joao@oficina.com", password: "" }, messages.validation.passwordRequired],
    [{ email: "joao@oficina.com", password: "1234567" }, messages.validation.passwordTooShort],
    [{ email: "joao@oficina.com", password: "ç".repeat(40) }, messages.validation.passwordTooLong],
  ])("refuses %j with a pt-BR message", (input, message) => {
    expect(firstError(signUpSchema.safeParse(input))).toBe(message);
  });

  it("accepts a password of exactly 8 characters and keeps its spaces", () => {
    expect(signUpSchema.parse({ email: "a@b.com", password: " 123456 " }).password).toBe(" 123456 ");
  });
});

describe("login validation", () => {
  it("requires both fields", () => {
    expect(firstError(loginSchema.safeParse({ email: "a@b.com", password: "" }))).toBe(messages.validation.passwordRequired);
    expect(firstError(loginSchema.safeParse({ password: "x" }))).toBe(messages.validation.emailRequired);
  });
});
