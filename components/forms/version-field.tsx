import { RECORD_VERSION_FIELD } from "@/lib/record-version";

/**
 * The version of the record the form loaded, sent back with the save (lib/record-version.ts).
 * Its value follows the prop: a save answered with the refreshed page hands the form the new
 * version, so the next save from the same tab is not taken for a stale one.
 */
export function VersionField({ version }: { version: number }) {
  return <input type="hidden" name={RECORD_VERSION_FIELD} value={version} />;
}
