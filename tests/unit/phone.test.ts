import { describe, expect, it } from "vitest";
import { formatPhone, formatPhoneAsTyped, isBrazilianPhone, phoneDigits, telUrl, whatsAppUrl } from "@/lib/phone";
import { customerSchema } from "@/lib/validation/customer";
import { optionalPhoneSchema } from "@/lib/validation/fields";
import { messages } from "@/lib/messages";

describe("a Brazilian phone's digits", () => {
  it.each([
    ["(11) 91234-5678", "11912345678"],
    ["11 91234 5678", "11912345678"],
    ["+55 (11) 91234-5678", "11912345678"],
    ["005511912345678", "11912345678"],
    ["5511912345678", "11912345678"],
    ["(11) 3456-7890", "1134567890"],
    // DDD 55 (Rio Grande do Sul) is not taken for the country code.
    ["(55) 99876-5432", "55998765432"],
    ["", ""],
  ])("%j → %j", (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });
});

describe("which phones are accepted", () => {
  it.each(["(11) 91234-5678", "11912345678", "+55 11 91234-5678", "(11) 3456-7890", "(21) 2555-0000", "(55) 99876-5432"])(
    "accepts %j",
    (typed) => {
      expect(isBrazilianPhone(typed)).toBe(true);
    },
  );

  it.each([
    ["a mobile without its 9", "(11) 8123-45678"],
    ["no DDD", "91234-5678"],
    ["a DDD that does not exist", "(20) 91234-5678"],
    ["too many digits", "(11) 91234-56789"],
    ["letters", "abc"],
    ["markup", "<script>"],
  ])("refuses %s (%j)", (_reason, typed) => {
    expect(isBrazilianPhone(typed)).toBe(false);
  });

  it("stores the one way it is shown, and refuses the rest with the product's message", () => {
    expect(optionalPhoneSchema.parse(" +55 11 91234 5678 ")).toBe("(11) 91234-5678");
    expect(optionalPhoneSchema.parse("1134567890")).toBe("(11) 3456-7890");
    expect(optionalPhoneSchema.parse("")).toBe("");
    const refused = customerSchema.safeParse({ name: "Ana", phone: "1234", email: "", notes: "" });
    expect(refused.error?.issues[0]?.message).toBe(messages.validation.phoneInvalid);
  });
});

describe("showing a phone", () => {
  it("formats whole numbers and leaves anything else as it was typed", () => {
    expect(formatPhone("11912345678")).toBe("(11) 91234-5678");
    expect(formatPhone("+55 11 3456 7890")).toBe("(11) 3456-7890");
    expect(formatPhone(" ramal 23 ")).toBe("ramal 23");
  });

  it.each([
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["119123", "(11) 9123"],
    ["1191234", "(11) 9123-4"],
    ["1134567890", "(11) 3456-7890"],
    ["11912345678", "(11) 91234-5678"],
    ["(11) 91234-56789", "(11) 91234-5678"],
    ["+55 11 91234-5678", "(11) 91234-5678"],
    ["abc", ""],
  ])("masks %j as %j while it is typed", (typed, shown) => {
    expect(formatPhoneAsTyped(typed)).toBe(shown);
  });
});

describe("calling and WhatsApp", () => {
  it("links a phone with its DDD", () => {
    expect(telUrl("(11) 91234-5678")).toBe("tel:+5511912345678");
    expect(whatsAppUrl("(11) 91234-5678")).toBe("https://wa.me/5511912345678");
    expect(whatsAppUrl("+55 (11) 3456-7890")).toBe("https://wa.me/551134567890");
    expect(whatsAppUrl("(11) 91234-5678", "Olá, João! Seu carro está pronto.")).toBe(
      "https://wa.me/5511912345678?text=Ol%C3%A1%2C%20Jo%C3%A3o!%20Seu%20carro%20est%C3%A1%20pronto.",
    );
  });

  it("gives no link for a phone that cannot be dialled", () => {
    for (const phone of ["91234-5678", "", null, undefined, "ramal 23"]) {
      expect(telUrl(phone)).toBeNull();
      expect(whatsAppUrl(phone)).toBeNull();
    }
  });
});
