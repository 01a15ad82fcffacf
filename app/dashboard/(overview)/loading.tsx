import { PageSkeleton } from "@/components/skeletons/page-skeleton";

/**
 * The overview's skeleton, in a route group so that it wraps this page only. Each dashboard page has
 * its own loading.tsx beside it, none above the record routes: a loading boundary sends the status
 * line (200) before what it wraps has run, so a record route's layout, above its own skeleton,
 * checks the record first and can still answer 404 (lib/record-route.ts).
 */
export default function OverviewLoading() {
  return <PageSkeleton />;
}
