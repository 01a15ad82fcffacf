import type { Metadata, Viewport } from "next";
import { PRODUCT_NAME } from "@/lib/messages";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${PRODUCT_NAME} — gestão para oficinas mecânicas`, template: `%s | ${PRODUCT_NAME}` },
  description:
    "Orçamentos profissionais em segundos, CRM visual de clientes e assistente de IA para mecânicos autônomos e pequenas oficinas.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1d4ed8" };

/**
 * No <Toaster /> here: sonner would ride along on the landing's first load. The segments that toast
 * mount their own (dashboard, /auth, /oficina/[slug]); the landing's lead form loads it on demand.
 * sonner replays toasts still on screen to a Toaster that mounts later, so a toast fired right before
 * a navigation (login, logout) shows on the next segment.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" data-scroll-behavior="smooth">
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">{children}</body>
    </html>
  );
}
