import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PRODUCT_NAME } from "@/lib/messages";

// The full landing page (benefits, pricing, lead form) comes with the landing issue.
export default function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-4 border-b px-4 py-3 md:px-8">
        <Link href="/" className="text-xl font-bold text-primary">
          {PRODUCT_NAME}
        </Link>
        <nav className="flex items-center gap-2" aria-label="Acesso">
          <Button asChild variant="ghost">
            <Link href="/auth">Entrar</Link>
          </Button>
          <Button asChild>
            <Link href="/auth">Comece Agora</Link>
          </Button>
        </nav>
      </header>
      <main className="mx-auto flex max-w-3xl flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">A gestão da sua oficina na palma da mão</h1>
        <p className="text-lg text-muted-foreground">
          Orçamentos profissionais em segundos, CRM visual de clientes e um assistente de IA que atende seus clientes.
        </p>
        <Button asChild size="lg">
          <Link href="/auth?tab=cadastro">Comece com apenas 9,90</Link>
        </Button>
      </main>
    </div>
  );
}
