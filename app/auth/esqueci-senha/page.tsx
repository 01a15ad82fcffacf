import type { Metadata } from "next";
import { connection } from "next/server";
import { AuthCardPage } from "@/components/auth/auth-card-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { messages } from "@/lib/messages";

const m = messages.accountAccess;

export const metadata: Metadata = { title: m.forgotTitle };

export default async function ForgotPasswordPage() {
  // Rendered per request: proxy.ts gives /auth pages a CSP with a fresh nonce, which a page
  // prerendered at build time could not carry on its scripts.
  await connection();
  return (
    <AuthCardPage title={m.forgotTitle} description={m.forgotIntro}>
      <ForgotPasswordForm />
    </AuthCardPage>
  );
}
