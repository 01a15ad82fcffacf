import { NotFoundMessage } from "@/components/errors/not-found-message";
import { errorPages } from "@/lib/messages/error-pages";

/** Any path no route claims (app/[...unknown]) and every notFound() outside the dashboard. */
export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6">
      <NotFoundMessage backHref="/" backLabel={errorPages.backHome} />
    </main>
  );
}
