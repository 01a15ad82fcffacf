import { BOM, csvLines } from "@/lib/csv";
import type { ZipEntry } from "@/lib/account-export/zip";

/** One CSV of the archive: its header, and how a row of its batches becomes its cells. */
export type CsvFile<Row> = {
  name: string;
  header: string[];
  batches: () => AsyncIterable<Row[]>;
  cells: (row: Row) => string[];
};

/**
 * The file's bytes as its batches arrive: the BOM and header, then one chunk per batch. Each
 * batch is asked for only when the archive reads the previous chunk, so memory holds one batch.
 */
export async function* csvChunks<Row>(file: CsvFile<Row>, onBatch?: OnBatch): AsyncGenerator<Buffer> {
  yield Buffer.from(BOM + csvLines([file.header]), "utf8");
  for await (const batch of file.batches()) {
    onBatch?.(file.name, batch.length);
    yield Buffer.from(csvLines(batch.map(file.cells)), "utf8");
  }
}

/** Told of each batch read from Postgres (file name, rows): for logs, and for the tests that prove batching. */
export type OnBatch = (file: string, rows: number) => void;

/** A file of the rows at hand (the profile's few rows), whole. */
export function csvBytes<Row>(header: string[], rows: Row[], cells: (row: Row) => string[]) {
  return Buffer.from(BOM + csvLines([header]) + csvLines(rows.map(cells)), "utf8");
}

/** The file as an entry of the archive, made as it is read. */
export function csvEntry<Row>(file: CsvFile<Row>, onBatch?: OnBatch): ZipEntry {
  return { name: file.name, chunks: () => csvChunks(file, onBatch) };
}

/** The row type of a batch reader (lib/data/account-export*.ts). */
export type RowOf<T extends (...args: never[]) => AsyncIterable<unknown[]>> =
  ReturnType<T> extends AsyncIterable<(infer Row)[]> ? Row : never;
