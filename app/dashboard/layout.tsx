import { VerifyEmailBanner } from "@/components/account/verify-email-banner";
import { Sidebar } from "@/components/dashboard/sidebar";
import { Toaster } from "@/components/ui/sonner";
import { PRODUCT_NAME } from "@/lib/messages";
import { requireUser } from "@/lib/session";
import { can, PERMISSIONS, type Permission } from "@/lib/team/permissions";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const account = await requireUser("workOnCars");
  const shop = {
    name: account.shopName?.trim() || PRODUCT_NAME,
    logoUrl: account.logoUrl,
    email: account.email,
    opens: (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => can(account.role, permission)),
  };
  return (
    <>
      <div className="flex min-h-dvh flex-col md:flex-row">
        <Sidebar shop={shop} />
        <main id="conteudo" className="min-w-0 flex-1 bg-muted/40 px-4 py-6 md:px-8 md:py-8">
          {!account.emailVerifiedAt && <VerifyEmailBanner email={account.email} />}
          {children}
        </main>
      </div>
      {/* Here rather than in the root layout, which would put sonner on the landing's first load. */}
      <Toaster />
    </>
  );
}
