import { PageSkeleton } from "@/components/skeletons/page-skeleton";

/** 'Financeiro''s skeleton, in a route group so that it wraps this page only (not the exports beside it). */
export default function FinanceLoading() {
  return <PageSkeleton />;
}
