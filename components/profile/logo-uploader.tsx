"use client";

import { removeLogoAction, uploadLogoAction } from "@/lib/actions/profile";
import { ImageUploader, type ImageUploaderTexts } from "@/components/forms/image-uploader";
import { logo } from "@/lib/messages/profile";

const TEXTS: ImageUploaderTexts = {
  legend: "Logo",
  currentAlt: "Logo atual da oficina",
  emptyLabel: "Nenhum logo enviado",
  upload: "Enviar logo",
  replace: "Trocar logo",
  remove: "Remover logo",
  confirmRemove: logo.confirmRemove,
  confirmRemoveDetail: "O logo deixa de aparecer no painel e na página pública da oficina.",
  hint: "JPG, PNG, WebP, GIF ou SVG, até 10MB (SVG até 512KB). O logo é salvo assim que você escolhe o arquivo.",
  uploadFailed: logo.uploadError + logo.tryAgain,
  removeFailed: logo.removeError + logo.tryAgain,
};

/** The shop's logo; the new one reaches the sidebar too through the profile's revalidation. */
export function LogoUploader({ logoUrl }: { logoUrl: string | null }) {
  return (
    <ImageUploader
      id="profile-logo"
      imageUrl={logoUrl}
      fieldName="logo"
      uploadAction={uploadLogoAction}
      removeAction={removeLogoAction}
      texts={TEXTS}
    />
  );
}
