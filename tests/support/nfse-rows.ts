/**
 * An issued NFS-e of `quoteId` and its event (./nfse-note-rows.ts), for the isolation matrix's A
 * (whose quote is answered, and so kept anyway) and the export. Not in every shop of
 * tests/support/shops.ts: a note is a fiscal record its trigger keeps, and the suites that delete
 * that shop's quote or customer would trip over it.
 */
import { insertEvents, insertNote, NOTE_KEY } from "./nfse-note-rows";

export async function addNfseRows(shopId: string, quoteId: string) {
  const noteId = await insertNote(shopId, quoteId);
  await insertEvents(shopId, noteId, [{ kind: "issued", detail: NOTE_KEY }]);
  return { nfseNoteId: noteId, nfseAccessKey: NOTE_KEY };
}
