import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function NewQuoteLoading() {
  return <FormSkeleton />;
}
