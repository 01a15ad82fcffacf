import { HONEYPOT_FIELD } from "@/lib/leads/honeypot";

/**
 * A field only bots fill (lib/leads/submit-lead.ts drops what they send). Off screen rather than
 * display:none, which some bots skip; people never reach it.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Site (não preencha)</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
