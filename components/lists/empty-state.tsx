import { Card, CardContent } from "@/components/ui/card";
import type { IconComponent } from "@/components/ui/icons";

/** An empty list (or a search with no match), with an optional next step. */
export function EmptyState({ icon: Icon, message, children }: { icon: IconComponent; message: string; children?: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{message}</p>
        {children}
      </CardContent>
    </Card>
  );
}
