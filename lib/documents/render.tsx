import "server-only";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { headers } from "next/headers";
import { DOCUMENT_SCRIPT } from "./scripts";
import { DOCUMENT_CSS } from "./styles.generated";

/**
 * The pages a customer or a supplier opens from a message (the quote link, the supplier's request)
 * are documents, not apps: HTML with its stylesheet inline and, at most, a few lines of script of
 * our own. Next's App Router sends its runtime (~150 kB gzipped) with every page it renders, so
 * these are route handlers that render their React tree here, with React's static renderer (the
 * one that awaits async components, as the parts of these pages read their own data).
 *
 * That renderer is not the React that Next gives a route handler (its server build), so what
 * renders here can use no hook: a hook throws at once, and the page's tests say so.
 */
type DocumentOptions = {
  title: string;
  status?: number;
  /** A page for search engines (the landing): described and indexed. The links are never indexed. */
  description?: string;
};

/** The request's CSP nonce (set by proxy.ts on the request): the inline script must carry it. */
async function requestNonce() {
  const policy = (await headers()).get("content-security-policy") ?? "";
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}

export async function documentResponse(body: ReactNode, { title, status = 200, description }: DocumentOptions) {
  const nonce = await requestNonce();
  const { prelude } = await prerenderToNodeStream(
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        {description ? <meta name="description" content={description} /> : <meta name="robots" content="noindex, nofollow, noarchive" />}
        <title>{title}</title>
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: DOCUMENT_CSS }} />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {body}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: DOCUMENT_SCRIPT }} />
      </body>
    </html>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}
