import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function ServiceRecordLoading() {
  return <FormSkeleton />;
}
