import { Skeleton } from "@/components/ui/skeleton";

/** What a customer's page shows while its history is read: a way back, the header, the tabs, a card. */
export function RecordSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Carregando">
      <Skeleton className="h-8 w-44" />
      <div className="grid gap-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-5 w-40" />
      </div>
      <Skeleton className="h-10 w-full sm:w-96" />
      <Skeleton className="h-56" />
    </div>
  );
}
