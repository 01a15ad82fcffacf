import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function NewServiceRecordLoading() {
  return <FormSkeleton />;
}
