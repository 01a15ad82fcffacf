import Link from "next/link";
import { Button } from "@/components/ui/button";
import { messages } from "@/lib/messages";

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{messages.other.notFound}</h1>
      <p className="text-muted-foreground">A página que você procura não existe ou foi movida.</p>
      <Button asChild>
        <Link href="/">Voltar para a página inicial</Link>
      </Button>
    </main>
  );
}
