import { PageSkeleton } from "@/components/skeletons/page-skeleton";

export default function PlansLoading() {
  return <PageSkeleton />;
}
