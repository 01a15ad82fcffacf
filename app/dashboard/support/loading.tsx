import { Skeleton } from "@/components/ui/skeleton";

export default function SupportLoading() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Carregando">
      <div className="grid gap-2">
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-5 w-72 max-w-full" />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <Skeleton className="h-[26rem]" />
          <Skeleton className="h-40" />
        </div>
        <div className="grid gap-3">
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} className="h-12" />
          ))}
          <Skeleton className="mt-3 h-40" />
        </div>
      </div>
    </div>
  );
}
