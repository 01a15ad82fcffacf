import { Skeleton } from "@/components/ui/skeleton";

/**
 * Every dashboard page streams behind this skeleton, so the status line (200) is sent before a page
 * knows whether its record exists: an unknown or another shop's id shows MissingRecord with a 200,
 * not a 404 (vercel/next.js#45801). Only hoisting each lookup into a layout above its own loading
 * boundary would give a real 404; for pages behind a login, the instant skeleton is worth more.
 */
export default function DashboardLoading() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Carregando">
      <Skeleton className="h-8 w-48" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
