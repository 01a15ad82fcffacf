import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { AuthForms } from "@/components/auth/auth-forms";
import { authTabFrom } from "@/lib/auth/auth-tabs";
import { PRODUCT_NAME } from "@/lib/messages";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { getCurrentAccount } from "@/lib/session";

export const metadata: Metadata = { title: "Entrar" };

type Props = { searchParams: Promise<{ callbackUrl?: string | string[]; aba?: string | string[] }> };

export default async function AuthPage({ searchParams }: Props) {
  const { callbackUrl, aba } = await searchParams;
  const returnTo = safeRedirectPath(Array.isArray(callbackUrl) ? callbackUrl[0] : callbackUrl);

  // A signed-in mechanic never sees this page.
  const account = await getCurrentAccount();
  if (account) redirect(account.plan ? (returnTo ?? "/dashboard") : "/dashboard/plans");

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted px-4 py-10">
      <Link href="/" className="mb-6 text-2xl font-bold text-primary">
        {PRODUCT_NAME}
      </Link>
      <AuthForms callbackUrl={returnTo ?? ""} initialTab={authTabFrom(aba)} />
    </main>
  );
}
