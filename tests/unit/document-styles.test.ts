import { describe, expect, it } from "vitest";
import { DOCUMENT_CSS } from "@/lib/documents/styles.generated";
import { buildDocumentStyles, documentSources } from "../../scripts/support/document-styles";

describe("the documents' stylesheet", () => {
  it("is what the documents' sources compile to today (else: npm run document-styles)", async () => {
    expect(DOCUMENT_CSS).toBe(await buildDocumentStyles());
  });

  it("covers every component the documents render, and none of the dashboard's", () => {
    const sources = documentSources();
    expect(sources).toContain("components/public-quote/quote-link.tsx");
    expect(sources).toContain("components/pix/pix-charge.tsx");
    expect(sources).toContain("components/ui/button.tsx");
    expect(sources).toContain("components/landing/lead-form.tsx");
    expect(sources.filter((file) => file.startsWith("components/dashboard/"))).toEqual([]);
  });

  it("has the classes of a document's parts and not the dashboard's only ones", () => {
    expect(DOCUMENT_CSS).toContain(".btn{");
    expect(DOCUMENT_CSS).toContain(".bg-success");
    // The dashboard's sidebar is 16 rem wide; no document is.
    expect(DOCUMENT_CSS).not.toMatch(/\.w-64\b/);
  });
});
