import "server-only";

/**
 * The row an `INSERT … ON CONFLICT (owner, idempotency_key) DO NOTHING RETURNING` made or, when the
 * owner had already used the key, the row that first use made (`findExisting` looks it up by owner
 * and key, so another owner's row is never read). A concurrent first use has committed by then:
 * Postgres makes the conflicting insert wait for it.
 */
export async function insertedOrExisting<Row>(inserted: Row[], findExisting: () => Promise<Row[]>): Promise<Row> {
  const [row] = inserted.length > 0 ? inserted : await findExisting();
  // Only if the first row was deleted between the two statements.
  if (!row) throw new Error("chave de envio já usada, mas o registro não existe mais");
  return row;
}
