import { Skeleton } from "@/components/ui/skeleton";

/** What a page holding one form (FormPage) shows while the server reads it. */
export function FormSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6" aria-busy="true" aria-label="Carregando">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-96" />
    </div>
  );
}
