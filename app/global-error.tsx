"use client";

import { errorPages } from "@/lib/messages/error-pages";

/** Last resort when the root layout itself fails: no styles or components can be relied on. */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem", textAlign: "center" }}>
        <h1>{errorPages.unexpected}</h1>
        <p>{error.digest ? errorPages.code(error.digest) : error.message}</p>
        {/* retry() renders the page again from the server; reset() would only re-render the same error. */}
        <button type="button" onClick={retry}>
          {errorPages.retry}
        </button>
      </body>
    </html>
  );
}
