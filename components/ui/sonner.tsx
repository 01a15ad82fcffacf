"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

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
    />
  );
}

export { Toaster };
