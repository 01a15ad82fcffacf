import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function ProfileLoading() {
  return <FormSkeleton />;
}
