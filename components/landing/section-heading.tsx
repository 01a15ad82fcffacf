import { cn } from "@/lib/utils";

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  className?: string;
};

/** The h2 (and optional lead-in) that opens each landing section; `id` labels the section. */
export function SectionHeading({ id, eyebrow, title, description, className }: Props) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>}
    </div>
  );
}
