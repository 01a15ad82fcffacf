import "server-only";
import { formatCnpj } from "@brazilian-utils/brazilian-utils";
import { sendExpiryNoticeOnce, shopsOwingExpiryNotice, type ExpiryNoticeFacts } from "@/lib/data/certificate-expiry";
import { formatDate } from "@/lib/format";
import { mailDelivery, sendMail, shopNotice } from "@/lib/mail";
import { fiscalSettings } from "@/lib/messages/fiscal-settings";
import { defineTask } from "@/lib/queue";
import { FISCAL_SETTINGS_PATH } from "@/lib/routes";
import { siteOrigin } from "@/lib/site-url";
import { z } from "@/lib/validation/zod";

const m = fiscalSettings.expiryEmail;

/** The owner's notice: when the certificate ends, whose it is, and the way to upload the renewed one. */
export function certificateExpiryEmail(facts: ExpiryNoticeFacts, link: string) {
  const day = formatDate(facts.notAfter);
  const body = shopNotice({
    intro: m.intro(facts.shopName.trim() || m.unnamedShop, facts.daysLeft),
    lines: [
      { label: m.holder, value: facts.holderName },
      { label: m.cnpj, value: formatCnpj(facts.cnpj) },
      { label: m.validUntil, value: day },
    ],
    linkIntro: m.linkIntro,
    link,
    footer: m.footer,
  });
  return { subject: m.subject(facts.daysLeft, day), ...body };
}

/**
 * Every morning at 07:00 in São Paulo: the owner of each shop whose A1 certificate ends in 30 days,
 * then in 7, gets one e-mail each time (lib/data/certificate-expiry.ts records it in the same
 * transaction, so a second run or instance sends nothing more). A handful a day across every
 * shop, so they go inline; one refused address does not hold up the rest, and the task fails (and
 * is retried) at the end if any did. The operator or a test may name the moment and the shops.
 */
export const certificateExpiryDaily = defineTask({
  name: "nfse.certificate-expiry",
  data: z.object({ now: z.iso.datetime().optional(), shops: z.array(z.uuid()).max(1000).optional() }),
  cron: "0 7 * * *",
  expireInSeconds: 15 * 60,
  run: async ({ now: at, shops }) => {
    // No mail configured: nothing recorded, and the failure shows in the logs instead of silence.
    if (mailDelivery() === "off") throw new Error("SMTP_URL não configurado: avisos de vencimento do certificado não enviados");
    const now = at ? new Date(at) : new Date();
    const link = siteOrigin() + FISCAL_SETTINGS_PATH;
    let failures = 0;
    for (const shopId of await shopsOwingExpiryNotice(now, shops)) {
      try {
        await sendExpiryNoticeOnce(shopId, now, (facts) => sendMail({ to: facts.ownerEmail, ...certificateExpiryEmail(facts, link) }));
      } catch (error) {
        console.error("aviso de vencimento do certificado não enviado", { shopId }, error);
        failures += 1;
      }
    }
    if (failures > 0) throw new Error(`${failures} aviso(s) de vencimento do certificado falharam; a fila tentará de novo`);
  },
});
