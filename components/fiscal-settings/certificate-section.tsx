"use client";

import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionCall, useActionForm } from "@/components/forms/use-action";
import { Alert, AlertDescription } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Trash2 } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { removeCertificateAction, uploadCertificateAction } from "@/lib/actions/fiscal-settings";
import { fiscalSettings } from "@/lib/messages/fiscal-settings";
import { CERTIFICATE_PASSWORD_MAX } from "@/lib/validation/fiscal-settings";

const m = fiscalSettings.certificate;

/** The certificate's face as the page shows it (the server formats it; never its bytes nor its password). */
export type CertificateFace = {
  holderName: string;
  cnpj: string;
  validUntil: string;
  status: "valid" | "expiring" | "expired";
  daysLeft: number;
};

/**
 * 'Certificado digital A1': the stored certificate's holder, CNPJ and validity (a warning under 30
 * days, expired past its end) with 'Remover certificado', and the upload form when the shop can
 * upload (a CNPJ on the profile and a server that can seal it).
 */
export function CertificateSection({ face, canUpload, vaultOff }: { face: CertificateFace | null; canUpload: boolean; vaultOff: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.title}</h2>
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {vaultOff && (
          <Alert variant="warning">
            <AlertDescription>{m.vaultOffNotice}</AlertDescription>
          </Alert>
        )}
        {face ? <StoredCertificate face={face} /> : <p className="text-sm text-muted-foreground">{m.none}</p>}
        {canUpload && <UploadForm replacing={face !== null} />}
      </CardContent>
    </Card>
  );
}

function StoredCertificate({ face }: { face: CertificateFace }) {
  const [pending, remove] = useActionCall(removeCertificateAction, m.removeError + fiscalSettings.tryAgain);
  return (
    <div className="grid gap-3 rounded-lg border p-4" data-testid="stored-certificate">
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">{m.holder}</dt>
        <dd className="font-medium break-words">{face.holderName}</dd>
        <dt className="text-muted-foreground">{m.cnpj}</dt>
        <dd className="font-medium">{face.cnpj}</dd>
      </dl>
      <p className="text-sm font-medium">{m.validUntil(face.validUntil)}</p>
      {face.status === "expiring" && (
        <Alert variant="warning">
          <AlertDescription>{m.expiresSoon(face.daysLeft)}</AlertDescription>
        </Alert>
      )}
      {face.status === "expired" && (
        <Alert variant="destructive">
          <AlertDescription>{m.expired}</AlertDescription>
        </Alert>
      )}
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" disabled={pending} className="h-11 w-full text-destructive hover:text-destructive sm:h-10 sm:w-fit">
            {pending ? <Spinner label={m.removing} /> : <Trash2 aria-hidden="true" />}
            {m.remove}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{m.removeTitle}</AlertDialogTitle>
            <AlertDialogDescription>{m.removeDescription}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{m.cancel}</AlertDialogCancel>
            <AlertDialogAction onClick={() => remove()}>{m.remove}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/** The file and its password; cleared once stored, kept after a refusal so only the wrong part is retyped. */
function UploadForm({ replacing }: { replacing: boolean }) {
  const { formProps, fieldErrors } = useActionForm(uploadCertificateAction, {
    unreachable: m.uploadError + fiscalSettings.tryAgain,
    resetOnSuccess: true,
  });
  return (
    <form {...formProps} className="grid gap-4">
      {replacing && <p className="text-sm text-muted-foreground">{m.replaceHint}</p>}
      <TextField
        id="certificate-file"
        name="certificate"
        type="file"
        label={m.fileLabel}
        accept=".pfx,.p12,application/x-pkcs12"
        required
        errors={fieldErrors?.certificate}
        className="h-auto min-h-11 py-2 sm:min-h-10"
      />
      <TextField
        id="certificate-password"
        name="password"
        type="password"
        label={m.passwordLabel}
        autoComplete="off"
        maxLength={CERTIFICATE_PASSWORD_MAX}
        required
        errors={fieldErrors?.password}
        className="h-11 sm:h-10"
      />
      <SubmitButton pendingLabel={m.uploading} className="h-11 w-full sm:h-10 sm:w-fit">
        {m.upload}
      </SubmitButton>
    </form>
  );
}
