import { Readable } from "node:stream";
import yazl from "yazl";

/** A file of the archive: bytes at hand (the profile, an image), or chunks made as it is read (a table). */
export type ZipEntry = { name: string; bytes: Uint8Array } | { name: string; chunks: () => AsyncIterable<Uint8Array> };

/**
 * The archive as a web stream for a Response, written as the client reads it. yazl writes one
 * entry at a time and pulls an entry's stream only when it reaches it; the web stream asks yazl's
 * output for a chunk only when the client's connection took the last one, so a slow download
 * slows the reads from Postgres instead of piling the archive up in memory.
 *
 * A failure part-way (a query, a chunk) is reported once to `onError` and errors the web stream:
 * the response is cut off before the central directory, so the client sees a failed download,
 * never a ZIP that opens as if it were complete.
 */
export function zipStream(entries: ZipEntry[], onError: (error: unknown) => void): ReadableStream<Uint8Array> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const open = new Set<Readable>();
  let failed = false;

  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    onError(error);
    for (const stream of open) stream.destroy();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  // yazl reports its own failures here, but not an entry stream's: those are caught below.
  zip.on("error", fail);

  for (const entry of entries) {
    if ("bytes" in entry) {
      zip.addBuffer(Buffer.from(entry.bytes), entry.name);
      continue;
    }
    zip.addReadStreamLazy(entry.name, (callback) => {
      const stream = Readable.from(entry.chunks(), { objectMode: false });
      open.add(stream);
      stream.on("error", fail);
      stream.on("close", () => open.delete(stream));
      callback(null, stream);
    });
  }
  zip.end();

  const chunks = output[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await chunks.next();
          if (done) controller.close();
          else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
        } catch (error) {
          fail(error);
          controller.error(error);
        }
      },
      // The client went away: stop reading Postgres (each entry's generator is returned).
      cancel() {
        failed = true;
        for (const stream of open) stream.destroy();
        output.destroy();
      },
    },
    // Nothing read ahead of the client: yazl's own buffers are enough.
    { highWaterMark: 0 },
  );
}
