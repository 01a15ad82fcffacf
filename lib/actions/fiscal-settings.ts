"use server";

import { refresh } from "next/cache";
import { defineAction, formInput, versionField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { getFiscalProfile, removeShopCertificate, saveFiscalSettings, saveShopCertificate } from "@/lib/data/fiscal-settings";
import { messages } from "@/lib/messages";
import { CertificateError, openCertificate } from "@/lib/nfse/certificate";
import { cityByLabel, cityLabel } from "@/lib/nfse/cities";
import { sealCertificate, vaultConfigured } from "@/lib/nfse/vault";
import {
  CERTIFICATE_MAX_BYTES,
  certificatePasswordSchema,
  FISCAL_SETTINGS_FIELDS,
  fiscalOutput,
  fiscalRules,
  fiscalSettingsFields,
} from "@/lib/validation/fiscal-settings";
import { z } from "@/lib/validation/zod";

/**
 * 'Nota fiscal' on the profile, the owner's (manageShop) like the rest of the profile: the fiscal
 * data saved against the version the page loaded, and the A1 certificate uploaded or removed on
 * its own. The shop is the caller's in every statement. The certificate's password and bytes are
 * never returned, and never reach a log: a failure logs the action's name and the caller's ids
 * (defineAction), and the certificate's write rethrows without its parameters
 * (lib/data/fiscal-settings.ts saveShopCertificate).
 */

const m = messages.fiscalSettings;

/** A CNPJ has 14 digits; the profile's document may be a CPF, which issues no NFS-e here. */
const cnpjOf = (document: string | null | undefined) => (document?.length === 14 ? document : null);

/** 'Salvar dados fiscais'. */
export const saveFiscalSettingsAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "dados fiscais",
  texts: { prefix: m.data.saveError, failed: m.data.saveError + m.tryAgain },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, FISCAL_SETTINGS_FIELDS),
  schema: fiscalSettingsFields
    .extend({ version: versionField(m.data.stale) })
    .superRefine(fiscalRules)
    .transform(fiscalOutput),
  async run({ caller, input: { version, city: typedCity, ...settings }, refuse }) {
    const city = cityByLabel(typedCity);
    if (!city) return refuse(messages.cities.notFound, { city: [messages.cities.notFound] });
    const saved = await saveFiscalSettings(caller.shopId, { ...settings, cityIbgeCode: city.ibgeCode, cityName: cityLabel(city) }, version);
    if (!saved.ok) return { ok: false, message: m.data.stale };
    refresh();
    return { ok: true, message: m.data.saved };
  },
});

type UploadedFile = Pick<Blob, "size" | "arrayBuffer">;
const isFile = (value: unknown): value is UploadedFile =>
  typeof value === "object" && value !== null && "size" in value && "arrayBuffer" in value;

/**
 * 'Enviar certificado': opened with its password against the profile's CNPJ, refused with the
 * certificate's own reason (wrong password, not a PKCS#12, expired, another company's), then
 * sealed with the password and stored with its face (holder, CNPJ, validity).
 */
export const uploadCertificateAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "envio do certificado",
  texts: { prefix: m.certificate.uploadError, failed: m.certificate.uploadError + m.tryAgain },
  input: (_previous: ActionResult | null, formData: FormData) => ({
    file: formData.get("certificate"),
    password: formData.get("password"),
  }),
  schema: z.object({ file: z.unknown(), password: certificatePasswordSchema }),
  async run({ caller, input: { file, password }, refuse }) {
    // What the operator must fix comes first: no upload can succeed on this server.
    if (!vaultConfigured()) return refuse(m.certificate.vaultOff);
    // The size is the Blob's, known before a byte is read: a big file is refused unread.
    if (!isFile(file) || file.size === 0) return refuse(m.certificate.fileRequired, { certificate: [m.certificate.fileRequired] });
    if (file.size > CERTIFICATE_MAX_BYTES) {
      const tooLarge = m.certificate.tooLarge(CERTIFICATE_MAX_BYTES / 1024);
      return refuse(tooLarge, { certificate: [tooLarge] });
    }
    const cnpj = cnpjOf((await getFiscalProfile(caller.shopId))?.cnpj);
    if (!cnpj) return refuse(m.certificate.noCnpj);

    const pfx = new Uint8Array(await file.arrayBuffer());
    let opened;
    try {
      opened = openCertificate(pfx, password, { expectedCnpj: cnpj });
    } catch (error) {
      if (!(error instanceof CertificateError)) throw error;
      const field = error.code === "wrong_password" ? "password" : "certificate";
      return refuse(error.message, { [field]: [error.message] });
    }
    await saveShopCertificate(caller.shopId, {
      sealed: sealCertificate(caller.shopId, pfx, password),
      holderName: opened.holderName,
      cnpj: opened.cnpj,
      notBefore: opened.notBefore,
      notAfter: opened.notAfter,
      uploadedBy: caller.memberId,
    });
    pfx.fill(0);
    refresh();
    return { ok: true, message: m.certificate.uploaded };
  },
});

/** 'Remover certificado' (after its confirmation). */
export const removeCertificateAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "remoção do certificado",
  texts: { prefix: m.certificate.removeError, failed: m.certificate.removeError + m.tryAgain },
  input: () => ({}),
  schema: z.object({}),
  async run({ caller, refuse }) {
    if (!(await removeShopCertificate(caller.shopId))) return refuse(m.certificate.nothingToRemove);
    refresh();
    return { ok: true, message: m.certificate.removed };
  },
});
