"use client";

import { useEffect } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { Button } from "@/components/ui/button";
import { errorPages } from "@/lib/messages/error-pages";

/**
 * What any dashboard page shows when it throws (a page's expected read failures go through load()
 * and LoadError instead; this is for the unexpected). An error.tsx wraps the pages, loading states
 * and nested layouts of its segment but never the layout of its own segment, so this renders inside
 * app/dashboard/layout.tsx: the sidebar stays. A failure of that layout itself reaches app/error.tsx.
 */
export default function DashboardError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => console.error(error), [error]);
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={errorPages.unexpected}
        description={`${errorPages.unexpectedDetail}${digest ? ` ${errorPages.code(digest)}` : ""}`}
      />
      {/* retry() renders the page again from the server; reset() would only re-render what the browser already has. */}
      <Button onClick={retry} className="w-fit">
        {errorPages.retry}
      </Button>
    </div>
  );
}
