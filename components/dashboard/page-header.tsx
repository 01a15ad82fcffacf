import { cn } from "@/lib/utils";

type Props = {
  title: string;
  description?: string;
  /** The page's main actions. */
  children?: React.ReactNode;
  /** For the actions' row: a single main action may take the whole width on a phone ("w-full sm:w-auto"). */
  actionsClassName?: string;
};

/** A dashboard page's title, one line on what it is for, and its main actions. */
export function PageHeader({ title, description, children, actionsClassName }: Props) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {children && <div className={cn("flex flex-wrap gap-2", actionsClassName)}>{children}</div>}
    </div>
  );
}
