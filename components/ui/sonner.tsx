"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore, type CSSProperties } from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";
import { takeErrorToastsNotOn } from "@/components/ui/error-toasts";

// Sonner's rich colours put 13 px text at 3.1–4.4:1 on their tinted backgrounds; these darker
// shades of the same hues reach WCAG AA's 4.5:1 (checked by axe in e2e/site/accessibility.spec.ts).
const readableColors = {
  "--success-text": "hsl(140, 100%, 24%)",
  "--info-text": "hsl(210, 92%, 40%)",
  "--warning-text": "hsl(31, 92%, 32%)",
  "--error-text": "hsl(360, 100%, 40%)",
} as CSSProperties;

/**
 * On a phone (sonner's layout below 600 px) toasts span the width: they start below the dashboard's
 * top bar (57 px: a 40 px menu button, 16 px of padding and the border), so the menu button stays
 * tappable while one shows. On a wide screen they sit bottom right: top right covered the buttons
 * pages keep at the top right ('Salvar Alterações' on the profile) while an error was up.
 */
const BELOW_PHONE_HEADER = { top: "4.5rem", left: "0.5rem", right: "0.5rem" };
const WIDE_SCREEN = "(min-width: 600px)";

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Where toasts go on this screen (no toast is shown before hydration, so the server's answer is moot). */
function useToastPosition(): ToasterProps["position"] {
  const wide = useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => false,
  );
  return wide ? "bottom-right" : "top-center";
}

function Toaster({ toastOptions, ...props }: ToasterProps) {
  const pathname = usePathname();
  const position = useToastPosition();
  // An error belongs to the page where it was shown: on another page it is stale (components/ui/error-toasts.ts).
  useEffect(() => {
    for (const id of takeErrorToastsNotOn(pathname)) toast.dismiss(id);
  }, [pathname]);
  return (
    <Sonner
      theme="light"
      richColors
      closeButton
      position={position}
      mobileOffset={BELOW_PHONE_HEADER}
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: "Fechar notificação", ...toastOptions }}
      {...props}
      style={{ ...readableColors, ...props.style }}
    />
  );
}

export { Toaster };
