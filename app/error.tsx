"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { errorPages } from "@/lib/messages/error-pages";

export default function ApplicationError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">{errorPages.unexpected}</h1>
      <p className="text-muted-foreground">
        {errorPages.unexpectedDetail}
        {error.digest ? ` ${errorPages.code(error.digest)}` : ""}
      </p>
      {/* retry() renders the page again from the server; reset() would only re-render the same error. */}
      <Button onClick={retry}>{errorPages.retry}</Button>
    </main>
  );
}
