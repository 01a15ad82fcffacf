"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { messages } from "@/lib/messages";

export default function ApplicationError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">{messages.other.unexpected}</h1>
      <p className="text-muted-foreground">
        Algo deu errado ao carregar esta página.{error.digest ? ` Código: ${error.digest}` : ""}
      </p>
      <Button onClick={reset}>Tentar novamente</Button>
    </main>
  );
}
