/**
 * 'Nota fiscal' as the server renders it against a real Postgres: the headings, labels and buttons
 * the e2e test drives; without a CNPJ, the way to 'Dados e PIX' and no upload; the certificate's
 * face with its validity, the warning under 30 days and 'Vencido' past its end; the operator's
 * notice when the server cannot seal certificates; never the sealed file.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

const { getDb } = await import("@/db");
const { shopCertificates, shops } = await import("@/db/schema");
const { formatDate } = await import("@/lib/format");
const { messages } = await import("@/lib/messages");
const { default: FiscalSettingsPage } = await import("@/app/dashboard/profile/nfse/page");
const { createMechanic } = await import("../support/factories");
const { signInAs } = await import("../support/request");

const m = messages.fiscalSettings;
const DAY = 24 * 60 * 60 * 1000;
const decoded = (markup: string) =>
  markup
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const html = async (element: Promise<ReactElement>) => decoded(renderToStaticMarkup(await element));

async function owner(taxId: string | null) {
  const shop = await createMechanic({ plan: "pro" });
  await getDb().update(shops).set({ taxId }).where(eq(shops.id, shop.id));
  signInAs(shop.id);
  return shop.id;
}

async function certificateEnding(shopId: string, notAfter: Date) {
  const sealed = randomBytes(64);
  await getDb()
    .insert(shopCertificates)
    .values({ shopId, sealed, holderName: "OFICINA TESTE LTDA", cnpj: "12345678000195", notBefore: new Date(Date.now() - DAY), notAfter });
  return sealed;
}

describe("the 'Nota fiscal' page", () => {
  it("names its parts as the e2e test finds them, and offers the upload once there is a CNPJ", async () => {
    vi.stubEnv("NFSE_CERTIFICATE_KEY", randomBytes(32).toString("base64"));
    await owner("12345678000195");
    const page = await html(FiscalSettingsPage());
    for (const text of [
      m.title,
      m.data.title,
      m.certificate.title,
      m.data.save,
      m.certificate.upload,
      m.data.regimeLegend,
      m.data.municipalRegistrationLabel,
      m.data.cityLabel,
      m.data.serviceCodeLabel,
      m.data.issRateLabel,
      m.data.seriesLabel,
      m.data.nextNumberLabel,
      m.certificate.fileLabel,
      m.certificate.passwordLabel,
      m.cnpjIs("12.345.678/0001-95"),
      "14.01.01 - Lubrificação",
    ]) {
      expect(page, text).toContain(text);
    }
    expect(page).toMatch(/<input[^>]*type="password"[^>]*autoComplete="off"|<input[^>]*autoComplete="off"[^>]*type="password"/i);
    expect(page).toContain('name="version" value="0"');
    expect(page).not.toContain('type="number"');
  });

  it("without a CNPJ (or with a CPF) links to 'Dados e PIX' and offers no upload", async () => {
    vi.stubEnv("NFSE_CERTIFICATE_KEY", randomBytes(32).toString("base64"));
    for (const taxId of [null, "52998224725"]) {
      await owner(taxId);
      const page = await html(FiscalSettingsPage());
      expect(page).toContain(m.noCnpj);
      expect(page).toContain('href="/dashboard/profile?aba=dados"');
      expect(page).not.toContain(m.certificate.upload);
      expect(page).toContain(m.data.save);
    }
  });

  it("shows the certificate's face, the warning under 30 days, 'Vencido' past its end, and never the sealed file", async () => {
    vi.stubEnv("NFSE_CERTIFICATE_KEY", randomBytes(32).toString("base64"));
    const valid = await owner("12345678000195");
    const notAfter = new Date(Date.now() + 200 * DAY);
    const sealed = await certificateEnding(valid, notAfter);
    let page = await html(FiscalSettingsPage());
    expect(page).toContain("OFICINA TESTE LTDA");
    expect(page).toContain(m.certificate.validUntil(formatDate(notAfter)));
    expect(page).toContain(m.certificate.remove);
    expect(page).not.toContain("Vence em");
    expect(page).not.toContain(sealed.toString("base64"));
    expect(page).not.toContain(sealed.toString("hex"));

    await certificateEnding(await owner("12345678000195"), new Date(Date.now() + 10 * DAY - 3600_000));
    page = await html(FiscalSettingsPage());
    expect(page).toContain(m.certificate.expiresSoon(10));

    await certificateEnding(await owner("12345678000195"), new Date(Date.now() - DAY));
    page = await html(FiscalSettingsPage());
    expect(page).toContain(m.certificate.expired);
  });

  it("tells the operator's missing key apart, and offers no upload then", async () => {
    vi.stubEnv("NFSE_CERTIFICATE_KEY", undefined);
    await owner("12345678000195");
    const page = await html(FiscalSettingsPage());
    expect(page).toContain(m.certificate.vaultOffNotice);
    expect(page).not.toContain(m.certificate.upload);
  });
});
