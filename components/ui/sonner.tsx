"use client";

import type { CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

// Sonner's rich colours put 13 px text at 3.1–4.4:1 on their tinted backgrounds; these darker
// shades of the same hues reach WCAG AA's 4.5:1 (checked by axe in e2e/site/accessibility.spec.ts).
const readableColors = {
  "--success-text": "hsl(140, 100%, 24%)",
  "--info-text": "hsl(210, 92%, 40%)",
  "--warning-text": "hsl(31, 92%, 32%)",
  "--error-text": "hsl(360, 100%, 40%)",
} as CSSProperties;

function Toaster({ toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      richColors
      closeButton
      position="top-center"
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: "Fechar notificação", ...toastOptions }}
      {...props}
      style={{ ...readableColors, ...props.style }}
    />
  );
}

export { Toaster };
