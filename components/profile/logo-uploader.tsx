"use client";

import { removeLogoAction, uploadLogoAction } from "@/lib/actions/profile";
import { ImageUploader, type ImageUploaderTexts } from "@/components/forms/image-uploader";
import { messages } from "@/lib/messages";

const TEXTS: ImageUploaderTexts = {
  legend: "Logo",
  currentAlt: "Logo atual da oficina",
  emptyLabel: "Nenhum logo enviado",
  upload: "Enviar logo",
  replace: "Trocar logo",
  remove: "Remover logo",
  confirmRemove: messages.logo.confirmRemove,
  confirmRemoveDetail: "O logo deixa de aparecer no painel e na página pública da oficina.",
  hint: "JPG, PNG, WebP, GIF ou SVG, até 10MB (SVG até 512KB). O logo é salvo assim que você escolhe o arquivo.",
  uploadFailed: messages.logo.uploadError + messages.logo.tryAgain,
  removeFailed: messages.logo.removeError + messages.logo.tryAgain,
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
