/**
 * 'Nota fiscal' on the profile (lib/actions/fiscal-settings.ts): the owner saves the fiscal data and
 * reads it back; bad input (no city, an unknown city, a MEI with an ISS rate, hostile and long text)
 * is refused in Portuguese and writes nothing; a save from an older page is refused. The A1
 * certificate is opened against the profile's CNPJ, sealed (the stored bytes are neither the file
 * nor hold its password or key in clear), refused with its reason, opened back by
 * loadShopCertificate, and removed; another shop's owner never reads nor changes it.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import forge from "node-forge";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { fiscalSettings, shopCertificates, shopMembers, shops } from "@/db/schema";
import { signInAs } from "../support/request";

const { saveFiscalSettingsAction, uploadCertificateAction, removeCertificateAction } = await import("@/lib/actions/fiscal-settings");
const { getFiscalProfile } = await import("@/lib/data/fiscal-settings");
const { loadShopCertificate } = await import("@/lib/data/shop-certificate-key");
const { messages } = await import("@/lib/messages");
const { CertificateError } = await import("@/lib/nfse/certificate");
const { createMechanic } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");
const { makeShopCertificate, makeTestCa, testPki, PFX_PASSWORD, TEST_CNPJ, TEST_HOLDER } = await import("../support/nfse-certificates");

const m = messages.fiscalSettings;
const VAULT_KEY = randomBytes(32).toString("base64");
const DAY = 24 * 60 * 60 * 1000;
const wholeSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

const valid = {
  regime: "simples",
  municipalRegistration: "123.456/7",
  city: "Campinas - SP",
  nationalTaxCode: "140101",
  municipalTaxCode: "",
  issRate: "2,5",
  issWithheldByCompanies: "sim",
  simplesTaxPercent: "6,5",
  partsInDescription: "",
  series: "1",
  nextNumber: "42",
  version: "0",
};

async function ownerWithCnpj(cnpj: string | null = TEST_CNPJ) {
  const shop = await createMechanic({ plan: "pro" });
  await getDb().update(shops).set({ taxId: cnpj }).where(eq(shops.id, shop.id));
  signInAs(shop.id);
  return shop;
}

const settingsRow = async (shopId: string) => (await getDb().select().from(fiscalSettings).where(eq(fiscalSettings.shopId, shopId)))[0];
const certificateRow = async (shopId: string) =>
  (await getDb().select().from(shopCertificates).where(eq(shopCertificates.shopId, shopId)))[0];

function upload(pfx: Uint8Array, password = PFX_PASSWORD, name = "oficina.pfx") {
  const data = form({ password });
  data.set("certificate", new File([new Uint8Array(pfx)], name, { type: "application/x-pkcs12" }));
  return uploadCertificateAction(null, data);
}

describe("the fiscal data", () => {
  it("is saved by the owner and read back, and a second save needs the version it loaded", async () => {
    const shop = await ownerWithCnpj();
    expect((await getFiscalProfile(shop.id))?.settings).toBeNull();

    expect(await saveFiscalSettingsAction(null, form(valid))).toEqual({ ok: true, message: m.data.saved });
    expect((await getFiscalProfile(shop.id))?.settings).toEqual({
      regime: "simples",
      municipalRegistration: "123.456/7",
      cityIbgeCode: "3509502",
      cityName: "Campinas - SP",
      nationalTaxCode: "140101",
      municipalTaxCode: null,
      issRate: "2.50",
      issWithheldByCompanies: true,
      simplesTaxPercent: "6.50",
      partsInDescription: false,
      series: "1",
      nextNumber: 42,
      version: 1,
    });

    // A MEI: no ISS rate, and the Simples percent is dropped (its field is hidden for others).
    const mei = { ...valid, regime: "mei", issRate: "", municipalTaxCode: "001", partsInDescription: "sim", nextNumber: "999999999999999" };
    expect(await saveFiscalSettingsAction(null, form({ ...mei, version: "1" }))).toMatchObject({ ok: true });
    expect(await settingsRow(shop.id)).toMatchObject({
      regime: "mei",
      issRate: null,
      simplesTaxPercent: null,
      municipalTaxCode: "001",
      partsInDescription: true,
      nextNumber: 999_999_999_999_999,
      version: 2,
    });

    // The page loaded at version 1 (or before any save) is stale now: refused, nothing written.
    for (const version of ["1", "0", "", "abc"]) {
      expect(await saveFiscalSettingsAction(null, form({ ...valid, version })), version).toEqual({ ok: false, message: m.data.stale });
    }
    expect(await settingsRow(shop.id)).toMatchObject({ regime: "mei", version: 2 });
  });

  it("refuses what is missing, unknown, against the regime, hostile or too long, in Portuguese, writing nothing", async () => {
    const shop = await ownerWithCnpj();
    const refusals: [Record<string, string>, string, string][] = [
      [{ city: "" }, "city", m.data.cityRequired],
      [{ city: "Cidade Que Não Existe - ZZ" }, "city", messages.cities.notFound],
      [{ city: "x".repeat(81) }, "city", messages.cities.tooLong],
      [{ city: "Campinas\u0000 - SP" }, "city", messages.validation.controlCharacters],
      [{ regime: "mei", issRate: "2" }, "issRate", m.data.issRateMei],
      [{ regime: "lucro" }, "regime", m.data.regimeInvalid],
      [{ issRate: "5,01" }, "issRate", m.data.issRateInvalid],
      [{ issRate: "0" }, "issRate", m.data.issRateInvalid],
      [{ issRate: "2,555" }, "issRate", m.data.issRateInvalid],
      [{ issRate: "2.500" }, "issRate", m.data.issRateAmbiguous],
      [{ issRate: "=1+1" }, "issRate", m.data.issRateInvalid],
      [{ issRate: "9".repeat(1024 * 1024) }, "issRate", m.data.issRateInvalid],
      [{ simplesTaxPercent: "" }, "simplesTaxPercent", m.data.simplesPercentRequired],
      [{ simplesTaxPercent: "100" }, "simplesTaxPercent", m.data.simplesPercentInvalid],
      [{ nationalTaxCode: "010101" }, "nationalTaxCode", m.data.serviceCodeInvalid],
      [{ municipalTaxCode: "12" }, "municipalTaxCode", m.data.municipalTaxCodeInvalid],
      [{ municipalRegistration: "<script>" }, "municipalRegistration", m.data.municipalRegistrationInvalid],
      [{ municipalRegistration: "1".repeat(16) }, "municipalRegistration", m.data.municipalRegistrationInvalid],
      [{ municipalRegistration: "12\u001b3" }, "municipalRegistration", messages.validation.controlCharacters],
      [{ series: "123456" }, "series", m.data.seriesInvalid],
      [{ series: "" }, "series", m.data.seriesInvalid],
      [{ nextNumber: "0" }, "nextNumber", m.data.nextNumberInvalid],
      [{ nextNumber: "1000000000000000" }, "nextNumber", m.data.nextNumberInvalid],
      [{ nextNumber: "-3" }, "nextNumber", m.data.nextNumberInvalid],
    ];
    for (const [change, field, message] of refusals) {
      const result = await saveFiscalSettingsAction(null, form({ ...valid, ...change }));
      expect(result, JSON.stringify(change).slice(0, 80)).toMatchObject({ ok: false, fieldErrors: { [field]: [message] } });
      expect((result as { message: string }).message.startsWith(m.data.saveError)).toBe(true);
    }
    expect(await settingsRow(shop.id)).toBeUndefined();
  });
});

describe("the A1 certificate", () => {
  it("is opened against the profile's CNPJ, sealed, shown by its face only, opened back, replaced and removed", async () => {
    vi.stubEnv("NFSE_CERTIFICATE_KEY", VAULT_KEY);
    const shop = await ownerWithCnpj();
    const { shop: certificate } = testPki();

    expect(await upload(certificate.pfx)).toEqual({ ok: true, message: m.certificate.uploaded });
    const profile = await getFiscalProfile(shop.id);
    expect(profile?.certificate).toEqual({
      holderName: TEST_HOLDER,
      cnpj: TEST_CNPJ,
      // X.509 keeps whole seconds.
      notBefore: wholeSeconds(certificate.cert.validity.notBefore),
      notAfter: wholeSeconds(certificate.cert.validity.notAfter),
      uploadedAt: expect.any(Date),
    });
    // The page's read carries no secret.
    expect(JSON.stringify(profile)).not.toMatch(/sealed|password|PRIVATE KEY/i);

    const row = (await certificateRow(shop.id))!;
    const [owner] = await getDb()
      .select({ id: shopMembers.id })
      .from(shopMembers)
      .where(and(eq(shopMembers.shopId, shop.id), eq(shopMembers.role, "owner")));
    expect(row.uploadedBy).toBe(owner!.id);
    expect(row.noticeDaysSent).toEqual([]);
    // The sealed bytes are not the file, and hold neither the password nor the key in clear.
    const sealed = row.sealed;
    expect(Buffer.isBuffer(sealed)).toBe(true);
    expect(sealed.equals(certificate.pfx)).toBe(false);
    expect(sealed.includes(Buffer.from(PFX_PASSWORD))).toBe(false);
    expect(sealed.includes(certificate.pfx.subarray(0, 64))).toBe(false);
    expect(sealed.includes(certificate.pfx.toString("base64").slice(0, 64))).toBe(false);
    const keyDer = Buffer.from(forge.asn1.toDer(forge.pki.privateKeyToAsn1(certificate.key)).getBytes(), "binary");
    expect(sealed.includes(keyDer.subarray(0, 32))).toBe(false);
    expect(sealed.includes(Buffer.from(certificate.keyPem.split("\n")[1]!))).toBe(false);

    const opened = await loadShopCertificate(shop.id);
    expect(opened).toMatchObject({ cnpj: TEST_CNPJ, holderName: TEST_HOLDER, certificatePem: certificate.certPem });

    // A new upload replaces it and starts its expiry e-mails again.
    await getDb()
      .update(shopCertificates)
      .set({ noticeDaysSent: [30] })
      .where(eq(shopCertificates.shopId, shop.id));
    expect(await upload(certificate.pfx)).toMatchObject({ ok: true });
    expect((await certificateRow(shop.id))!.noticeDaysSent).toEqual([]);

    expect(await removeCertificateAction()).toEqual({ ok: true, message: m.certificate.removed });
    expect(await certificateRow(shop.id)).toBeUndefined();
    expect(await loadShopCertificate(shop.id)).toBeNull();
    expect(await removeCertificateAction()).toEqual({ ok: false, message: m.certificate.removeError + m.certificate.nothingToRemove });
  });

  it("is refused with its reason: wrong password, another CNPJ, expired, not a PKCS#12, over the cap, no password", async () => {
    vi.stubEnv("NFSE_CERTIFICATE_KEY", VAULT_KEY);
    const shop = await ownerWithCnpj();
    const ca = makeTestCa();
    const good = testPki().shop;
    const otherCompany = makeShopCertificate(ca, { commonName: `OUTRA EMPRESA LTDA:11222333000181` });
    const expired = makeShopCertificate(ca, { notBefore: new Date(Date.now() - 400 * DAY), notAfter: new Date(Date.now() - DAY) });
    const reason = (code: ConstructorParameters<typeof CertificateError>[0]) => new CertificateError(code).message;
    const prefix = m.certificate.uploadError;

    expect(await upload(good.pfx, "senha-errada")).toEqual({
      ok: false,
      message: prefix + reason("wrong_password"),
      fieldErrors: { password: [reason("wrong_password")] },
    });
    expect(await upload(otherCompany.pfx)).toMatchObject({ ok: false, message: prefix + reason("cnpj_mismatch") });
    expect(await upload(expired.pfx)).toMatchObject({ ok: false, message: prefix + reason("expired") });
    expect(await upload(Buffer.from("isto não é um certificado"))).toMatchObject({
      ok: false,
      message: prefix + reason("not_pkcs12"),
      fieldErrors: { certificate: [reason("not_pkcs12")] },
    });
    expect(await upload(randomBytes(64 * 1024 + 1))).toMatchObject({
      ok: false,
      message: prefix + m.certificate.tooLarge(64),
      fieldErrors: { certificate: [m.certificate.tooLarge(64)] },
    });
    expect(await upload(new Uint8Array(0))).toMatchObject({ ok: false, message: prefix + m.certificate.fileRequired });
    expect(await upload(good.pfx, "")).toMatchObject({ ok: false, fieldErrors: { password: [m.certificate.passwordRequired] } });
    // No answer ever carries the password back.
    expect(JSON.stringify(await upload(good.pfx, "senha-errada-123"))).not.toContain("senha-errada-123");
    expect(await certificateRow(shop.id)).toBeUndefined();
  });

  it("needs a CNPJ on the profile (a CPF is not one) and a server that can seal it", async () => {
    const { shop: certificate } = testPki();
    vi.stubEnv("NFSE_CERTIFICATE_KEY", VAULT_KEY);
    for (const document of [null, "52998224725"]) {
      const shop = await ownerWithCnpj(document);
      expect(await upload(certificate.pfx)).toEqual({ ok: false, message: m.certificate.uploadError + m.certificate.noCnpj });
      expect(await certificateRow(shop.id)).toBeUndefined();
    }

    vi.stubEnv("NFSE_CERTIFICATE_KEY", undefined);
    const shop = await ownerWithCnpj();
    expect(await upload(certificate.pfx)).toEqual({ ok: false, message: m.certificate.uploadError + m.certificate.vaultOff });
    expect(await certificateRow(shop.id)).toBeUndefined();
  });

  it("of one shop is neither read nor changed by another shop's owner", async () => {
    vi.stubEnv("NFSE_CERTIFICATE_KEY", VAULT_KEY);
    const a = await ownerWithCnpj();
    expect(await upload(testPki().shop.pfx)).toMatchObject({ ok: true });
    expect(await saveFiscalSettingsAction(null, form(valid))).toMatchObject({ ok: true });
    const [aCertificate, aSettings] = [await certificateRow(a.id), await settingsRow(a.id)];

    const b = await ownerWithCnpj("11222333000181");
    expect(await getFiscalProfile(b.id)).toEqual({ cnpj: "11222333000181", settings: null, certificate: null });
    expect(await removeCertificateAction()).toMatchObject({ ok: false });
    expect(await saveFiscalSettingsAction(null, form({ ...valid, regime: "mei", issRate: "", version: "1" }))).toEqual({
      ok: false,
      message: m.data.stale,
    });
    // B's certificate (A's file) is refused: its CNPJ is A's.
    expect(await upload(testPki().shop.pfx)).toMatchObject({
      ok: false,
      message: m.certificate.uploadError + new CertificateError("cnpj_mismatch").message,
    });
    expect(await loadShopCertificate(b.id)).toBeNull();

    expect(await certificateRow(a.id)).toEqual(aCertificate);
    expect(await settingsRow(a.id)).toEqual(aSettings);
  });
});
