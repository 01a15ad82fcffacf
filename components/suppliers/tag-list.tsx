import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

type Props = {
  tags: string[];
  /** What a screen reader announces the list as. */
  label: string;
  /** Show at most this many, then "+N" (a list row); all of them by default. */
  limit?: number;
  /** Tags drawn as refused (too long), as the form marks them while they are typed. */
  refused?: (tag: string) => boolean;
  className?: string;
};

/** A supplier's parts and makes as chips: in the list, on its page and under the form's field. */
export function TagList({ tags, label, limit, refused, className }: Props) {
  if (tags.length === 0) return null;
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  const hidden = tags.length - shown.length;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-1.5", className)}>
      {shown.map((tag, index) => (
        // Rows saved before tags were read may repeat one.
        <li key={`${index}-${tag}`} className="max-w-full">
          {/* Wraps rather than widening the page: a tag still being typed may be any length. */}
          <Badge
            variant={refused?.(tag) ? "destructive" : "secondary"}
            className="inline-block max-w-full text-left whitespace-normal [overflow-wrap:anywhere]"
          >
            {tag}
          </Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="outline">+{hidden}</Badge>
        </li>
      )}
    </ul>
  );
}
