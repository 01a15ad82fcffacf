import "server-only";

/** What a save guarded by the row's version answers (lib/record-version.ts). */
export type VersionedSave = { ok: true; version: number } | { ok: false; reason: "stale" | "notFound" };

/**
 * The answer to an `UPDATE … WHERE id AND shop_id AND version = expected RETURNING version`. When
 * no row changed, `findOwn` looks the row up by id and owner: the shop's own row means another save
 * came first (stale); no row means it is gone or was never this shop's (not found, the same answer
 * for both, so nothing confirms that another shop's record exists).
 */
export async function versionedSave(updated: { version: number }[], findOwn: () => Promise<unknown[]>): Promise<VersionedSave> {
  const [row] = updated;
  if (row) return { ok: true, version: row.version };
  return (await findOwn()).length > 0 ? { ok: false, reason: "stale" } : { ok: false, reason: "notFound" };
}
