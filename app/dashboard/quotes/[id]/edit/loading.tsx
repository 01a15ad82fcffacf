import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function QuoteLoading() {
  return <FormSkeleton />;
}
