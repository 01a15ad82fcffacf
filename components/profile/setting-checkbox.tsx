"use client";

const BOX =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-input px-3 py-2 text-sm font-medium transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-accent";

/** A profile setting as a checkbox with its hint (posts "sim" when checked, nothing when not). */
export function SettingCheckbox(props: {
  id: string;
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={props.id} className={BOX}>
        <input
          id={props.id}
          name={props.name}
          type="checkbox"
          value="sim"
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
          aria-describedby={`${props.id}-hint`}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
        />
        {props.label}
      </label>
      <p id={`${props.id}-hint`} className="text-sm text-muted-foreground">
        {props.hint}
      </p>
    </div>
  );
}
