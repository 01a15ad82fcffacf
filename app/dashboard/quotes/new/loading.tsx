import { FormSkeleton } from "@/components/skeletons/form-skeleton";

/** 'Novo orçamento' while the plate or name is looked up. */
export default function QuoteStartLoading() {
  return <FormSkeleton />;
}
