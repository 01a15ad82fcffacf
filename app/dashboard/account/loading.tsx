import { PageSkeleton } from "@/components/skeletons/page-skeleton";

export default function AccountLoading() {
  return <PageSkeleton />;
}
