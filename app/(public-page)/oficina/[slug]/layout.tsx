import { Toaster } from "@/components/ui/sonner";

/** The public contact form answers with toasts (see app/layout.tsx for why it is not global). */
export default function PublicShopLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
