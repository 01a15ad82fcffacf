import { buttonVariants } from "@/components/ui/button";
import { errorPages } from "@/lib/messages/error-pages";

/** The 404 of a document (lib/documents/render.tsx): the app's own words, and a plain way back. */
export function DocumentNotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{errorPages.notFound}</h1>
      <p className="text-muted-foreground">{errorPages.notFoundDetail}</p>
      <a href="/" className={buttonVariants()}>
        {errorPages.backHome}
      </a>
    </main>
  );
}
