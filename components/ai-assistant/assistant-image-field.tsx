"use client";

import { removeAssistantImageAction, uploadAssistantImageAction } from "@/lib/actions/ai-assistant";
import { ImageUploader, type ImageUploaderTexts } from "@/components/forms/image-uploader";
import { aiAssistant } from "@/lib/messages/ai-assistant";
import { logo } from "@/lib/messages/profile";

const TEXTS: ImageUploaderTexts = {
  legend: "Imagem do assistente",
  currentAlt: "Imagem atual do assistente",
  emptyLabel: "Nenhuma imagem enviada",
  upload: "Enviar imagem",
  replace: "Trocar imagem",
  remove: "Remover imagem",
  confirmRemove: aiAssistant.imageConfirmRemove,
  confirmRemoveDetail: "O assistente volta a aparecer com as iniciais do nome.",
  // The square is a recommendation, not a rule.
  hint: "Recomendado: imagem quadrada de pelo menos 256×256 pixels. JPG, PNG, WebP, GIF ou SVG, até 10MB (SVG até 512KB). A imagem é salva assim que você escolhe o arquivo.",
  uploadFailed: logo.uploadError + logo.tryAgain,
  removeFailed: aiAssistant.imageRemoveError + logo.tryAgain,
};

/** The assistant's avatar image, stored at once; the preview follows through the page's revalidation. */
export function AssistantImageField({ imageUrl }: { imageUrl: string | null }) {
  return (
    <ImageUploader
      id="assistant-image"
      imageUrl={imageUrl}
      fieldName="image"
      uploadAction={uploadAssistantImageAction}
      removeAction={removeAssistantImageAction}
      texts={TEXTS}
      shape="round"
    />
  );
}
