import { PageSkeleton } from "@/components/skeletons/page-skeleton";

/** 'Comissões''s skeleton, in a route group so that it wraps this page only (not the exports beside it). */
export default function CommissionsLoading() {
  return <PageSkeleton />;
}
