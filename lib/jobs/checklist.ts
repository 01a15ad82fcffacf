/**
 * The check-in's checklist ('Entrada do veículo'): what was left in the car and the state it came
 * in, each item ok or a problem with a note. The ids are stored in check_ins.checklist and in the
 * acknowledgement's snapshot, so they never change once shipped; the words on screen are in
 * lib/messages/check-in.ts. No imports: the form and the server share it.
 */
export const CHECKLIST_ITEMS = [
  // What was left in the car.
  "estepe",
  "macaco",
  "triangulo",
  "documento",
  "objetos_pessoais",
  // The car's condition.
  "riscos",
  "amassados",
  "vidros_quebrados",
  "luzes_advertencia",
] as const;

export type ChecklistItemId = (typeof CHECKLIST_ITEMS)[number];

export const CHECKLIST_STATES = ["ok", "problem"] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];

export function isChecklistItem(value: string): value is ChecklistItemId {
  return (CHECKLIST_ITEMS as readonly string[]).includes(value);
}

/** The fuel gauge's steps: eighths of the tank, 0 (empty) to 8 (full). */
export const FUEL_EIGHTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** "3/8"; the full and empty tank read as such on screen (lib/messages/check-in.ts). */
export function fuelFraction(eighths: number) {
  return `${eighths}/8`;
}
