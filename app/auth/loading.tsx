import { Spinner } from "@/components/ui/spinner";

export default function CheckingSession() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <Spinner label="Verificando sua sessão..." className="text-primary [&_svg]:size-8" />
    </main>
  );
}
