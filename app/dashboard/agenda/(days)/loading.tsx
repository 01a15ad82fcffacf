import { ListSkeleton } from "@/components/skeletons/list-skeleton";

export default function AgendaLoading() {
  return <ListSkeleton />;
}
