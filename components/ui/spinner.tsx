import * as React from "react";

import { LoaderCircle } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

function Spinner({ className, label = "Carregando...", ...props }: React.ComponentProps<"span"> & { label?: string }) {
  return (
    <span role="status" data-slot="spinner" className={cn("inline-flex items-center justify-center", className)} {...props}>
      <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
