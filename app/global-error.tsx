"use client";

import { messages } from "@/lib/messages";

/** Last resort when the root layout itself fails: no styles or components can be relied on. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem", textAlign: "center" }}>
        <h1>{messages.other.unexpected}</h1>
        <p>{error.digest ? `Código: ${error.digest}` : error.message}</p>
        <button type="button" onClick={reset}>
          Tentar novamente
        </button>
      </body>
    </html>
  );
}
