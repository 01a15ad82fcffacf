import type { Metadata } from "next";
import { AuthCardPage } from "@/components/auth/auth-card-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { messages } from "@/lib/messages";

const m = messages.accountAccess;

export const metadata: Metadata = { title: m.forgotTitle };

export default function ForgotPasswordPage() {
  return (
    <AuthCardPage title={m.forgotTitle} description={m.forgotIntro}>
      <ForgotPasswordForm />
    </AuthCardPage>
  );
}
