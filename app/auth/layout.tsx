import { Toaster } from "@/components/ui/sonner";

/** The sign-up and login forms answer with toasts (see app/layout.tsx for why it is not global). */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
