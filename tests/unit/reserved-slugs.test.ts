import { describe, expect, it } from "vitest";
import { containsProductName, isReservedSlug, slugFromShopName } from "@/lib/profile/reserved-slugs";
import { SLUG_MAX_LENGTH } from "@/lib/profile/slug";

describe("reserved slugs", () => {
  it.each([
    "oficina-digital",
    "oficinadigital",
    "oficinas-digitais",
    "oficina-digital-suporte",
    "suporte-oficina-digital",
    "x-oficina-digital-y",
    "suporte",
    "login",
    "admin",
    "dashboard",
    "api",
    "www",
    "oficina",
    "e-mail",
    "esqueci-senha",
    "suporte-oficial",
    "admin-login",
    "ajuda-suporte",
  ])("refuses %j", (slug) => expect(isReservedSlug(slug)).toBe(true));

  it.each([
    "oficina-do-ze",
    "auto-mecanica-sao-jose",
    "suporte-2",
    "oficina-2",
    "login-motos",
    "digital-auto",
    "oficina-central",
    "suporte-mecanica",
    "oficina-mecanica",
    "",
  ])("keeps %j", (slug) => expect(isReservedSlug(slug)).toBe(false));

  it("derives a usable slug from any shop name, never a reserved one", () => {
    expect(slugFromShopName("Oficina do Zé")).toBe("oficina-do-ze");
    expect(slugFromShopName("Suporte")).toBe("suporte-mecanica");
    expect(slugFromShopName("Suporte Oficial")).toBe("suporte-oficial-mecanica");
    expect(slugFromShopName("Oficina Digital Suporte")).toBe("oficina-mecanica");
    expect(slugFromShopName("!!!")).toBe("");
    for (const name of ["Oficina ".repeat(20), "Suporte Admin ".repeat(6), `${"Login ".repeat(9)}Api`]) {
      const slug = slugFromShopName(name);
      expect(slug.length, slug).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      expect(isReservedSlug(slug), slug).toBe(false);
    }
    expect(slugFromShopName("Login Login Login Login Login Login Login Login Login")).toBe(
      "login-login-login-login-login-login-login-login-log-mecanica",
    );
  });

  it("finds the product's name in a shop's name however it is written", () => {
    for (const name of [
      "Oficina Digital",
      "OFICINA DIGITAL",
      "oficina-digital",
      "OficinaDigital",
      "Oficina  Digitál — Suporte",
      "Oficinas Digitais",
    ]) {
      expect(containsProductName(name), name).toBe(true);
    }
    for (const name of ["Oficina do Zé", "Digital Auto Center", "Auto Oficina Central"])
      expect(containsProductName(name), name).toBe(false);
  });
});
