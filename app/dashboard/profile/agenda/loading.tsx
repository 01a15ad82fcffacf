import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function AgendaSettingsLoading() {
  return <FormSkeleton />;
}
