import { FUEL_EIGHTHS, fuelFraction } from "@/lib/jobs/checklist";
import { checkIn as m } from "@/lib/messages/check-in";
import { cn } from "@/lib/utils";

/**
 * The fuel level as a gauge of nine radio buttons (0/8 … 8/8): each bar a target 44 px tall and at
 * least 24 px wide, taller toward full, the chosen one filled (nine of them and the labels fit a
 * 375 px phone; min-w-0, since a fieldset does not otherwise shrink below its content). Real
 * radios, so the arrow keys move the needle, a screen reader reads "3/8", and the form posts
 * without any script.
 */
export function FuelGauge({ name, defaultValue, errorId }: { name: string; defaultValue: number | null; errorId?: string }) {
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={errorId}>
      <legend className="text-sm font-medium">{m.fuel}</legend>
      <div className="flex items-end gap-1" data-testid="fuel-gauge">
        <span className="mr-1 self-center text-xs text-muted-foreground" aria-hidden="true">
          {m.fuelEmpty}
        </span>
        {FUEL_EIGHTHS.map((eighths) => (
          <label key={eighths} className="group relative flex min-h-11 min-w-6 flex-1 cursor-pointer items-end justify-center">
            <input
              type="radio"
              name={name}
              value={eighths}
              defaultChecked={defaultValue === eighths}
              aria-label={
                eighths === 0
                  ? `${fuelFraction(0)} (${m.fuelEmpty})`
                  : eighths === 8
                    ? `${fuelFraction(8)} (${m.fuelFull})`
                    : fuelFraction(eighths)
              }
              className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              style={{ height: `${14 + eighths * 4}px` }}
              className={cn(
                "w-full rounded-sm border border-input bg-muted transition-colors",
                "peer-checked:border-primary peer-checked:bg-primary",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
                "group-hover:border-primary",
              )}
            />
          </label>
        ))}
        <span className="ml-1 self-center text-xs text-muted-foreground" aria-hidden="true">
          {m.fuelFull}
        </span>
      </div>
    </fieldset>
  );
}
