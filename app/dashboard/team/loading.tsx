import { PageSkeleton } from "@/components/skeletons/page-skeleton";

export default function TeamLoading() {
  return <PageSkeleton />;
}
