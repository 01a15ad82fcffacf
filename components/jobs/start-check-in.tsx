"use client";

import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action";
import { ClipboardList } from "@/components/ui/icons";
import { startCheckInAction } from "@/lib/actions/check-ins";
import { checkIn as m } from "@/lib/messages/check-in";
import { reasons } from "@/lib/messages/validation";

/**
 * 'Registrar entrada de ABC1D23': a car the shop already has arrived without a quote. One tap
 * makes its quote (no items yet) and opens the check-in form; a second tap repeats the same one.
 */
export function StartCheckInButton({ vehicleId, plate }: { vehicleId: string; plate: string }) {
  const { formProps } = useActionForm(startCheckInAction.bind(null, vehicleId), { unreachable: m.saveError + reasons.tryAgain });
  return (
    <form {...formProps}>
      <SubmitButton pendingLabel={m.saving} className="h-11 w-full sm:w-fit">
        <ClipboardList aria-hidden="true" /> {m.startForCar(plate)}
      </SubmitButton>
    </form>
  );
}
