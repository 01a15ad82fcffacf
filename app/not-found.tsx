import { NotFoundMessage } from "@/components/errors/not-found-message";

/** Any path no route claims (app/[...unknown]) and every notFound() outside the dashboard. */
export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6">
      <NotFoundMessage backHref="/" backLabel="Voltar para a página inicial" />
    </main>
  );
}
