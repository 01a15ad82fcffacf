import type { MetadataRoute } from "next";

/** The landing page and the shops' public pages are for search engines; the app itself is not. */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: "*", allow: "/", disallow: ["/dashboard", "/auth", "/api/"] } };
}
