import type { Metadata } from "next";
import { formatCnpj } from "@brazilian-utils/brazilian-utils";
import { PageHeader } from "@/components/dashboard/page-header";
import { CertificateSection, type CertificateFace } from "@/components/fiscal-settings/certificate-section";
import { FiscalSettingsForm, type FiscalSettingsValues } from "@/components/fiscal-settings/fiscal-settings-form";
import { LoadError } from "@/components/lists/load-error";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Link } from "@/components/ui/link";
import { getFiscalProfile, NO_SETTINGS_YET, type CertificateView, type FiscalSettingsView } from "@/lib/data/fiscal-settings";
import { formatDate } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { certificateStatus } from "@/lib/nfse/certificate-status";
import { DEFAULT_SERVICE_CODE } from "@/lib/nfse/service-codes";
import { vaultConfigured } from "@/lib/nfse/vault";
import { profileDataPath } from "@/lib/routes";
import { requireSubscribedUser } from "@/lib/session";

const m = messages.fiscalSettings;

export const metadata: Metadata = { title: m.title };

const LINK = "font-medium text-primary underline-offset-4 hover:underline";

/** A stored percent ("2.50") as the form shows it ("2,50"). */
const percentText = (value: string | null) => (value === null ? "" : value.replace(".", ","));

function formValues(settings: FiscalSettingsView | null): FiscalSettingsValues {
  return {
    regime: settings?.regime ?? "simples",
    municipalRegistration: settings?.municipalRegistration ?? "",
    city: settings?.cityName ?? "",
    nationalTaxCode: settings?.nationalTaxCode ?? DEFAULT_SERVICE_CODE,
    municipalTaxCode: settings?.municipalTaxCode ?? "",
    issRate: percentText(settings?.issRate ?? null),
    issWithheldByCompanies: settings?.issWithheldByCompanies ?? false,
    simplesTaxPercent: percentText(settings?.simplesTaxPercent ?? null),
    partsInDescription: settings?.partsInDescription ?? false,
    series: settings?.series ?? "1",
    nextNumber: String(settings?.nextNumber ?? 1),
  };
}

function faceOf(certificate: CertificateView, now: Date): CertificateFace {
  const status = certificateStatus(certificate.notAfter, now);
  return {
    holderName: certificate.holderName,
    cnpj: formatCnpj(certificate.cnpj),
    validUntil: formatDate(certificate.notAfter),
    status: status.kind,
    daysLeft: status.daysLeft,
  };
}

/**
 * 'Nota fiscal': the shop's fiscal data and its A1 certificate, the owner's like the rest of the
 * profile. Read here (the certificate's face only: lib/data/fiscal-settings.ts never reads the
 * sealed file); only the two forms run in the browser.
 */
export default async function FiscalSettingsPage() {
  const account = await requireSubscribedUser("manageShop");
  const loaded = await load("leitura dos dados fiscais", account.shopId, () => getFiscalProfile(account.shopId));
  const header = (
    <PageHeader title={m.title} description={m.description}>
      <Link href="/dashboard/profile" className={`inline-flex min-h-11 items-center text-sm ${LINK}`}>
        {m.backToProfile}
      </Link>
    </PageHeader>
  );
  if (loaded.failed || !loaded.value) {
    return (
      <div className="grid gap-6">
        {header}
        <LoadError message={m.loadError + messages.reasons.loadAgain} />
      </div>
    );
  }
  const { cnpj, settings, certificate } = loaded.value;
  const shopCnpj = cnpj?.length === 14 ? cnpj : null;
  const vaultOn = vaultConfigured();
  return (
    <div className="grid grid-cols-1 gap-6">
      {header}
      {shopCnpj ? (
        <p className="text-sm text-muted-foreground">
          {m.cnpjIs(formatCnpj(shopCnpj))}. {m.accountantHint}
        </p>
      ) : (
        <Alert variant="warning">
          <AlertDescription>
            <p>
              {m.noCnpj}{" "}
              <Link href={profileDataPath} className={LINK}>
                {m.addCnpj}
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      )}
      <FiscalSettingsForm initial={formValues(settings)} version={settings?.version ?? NO_SETTINGS_YET} />
      {(shopCnpj || certificate) && (
        <CertificateSection
          face={certificate ? faceOf(certificate, new Date()) : null}
          canUpload={Boolean(shopCnpj) && vaultOn}
          vaultOff={Boolean(shopCnpj) && !vaultOn}
        />
      )}
    </div>
  );
}
