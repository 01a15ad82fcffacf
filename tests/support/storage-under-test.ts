import { afterAll, beforeAll, vi } from "vitest";
import * as storageModule from "@/lib/storage";
import type { ObjectStorage } from "@/lib/storage/types";

/**
 * The app's storage becomes whichever driver `current()` answers (local, S3, or one that fails on
 * purpose) for the whole file, instead of the one lib/storage picks from the environment. A spy,
 * not vi.mock: the file keeps sharing its worker's modules (vitest.config.ts), and the spy is
 * removed at the file's end.
 */
export function handAppStorage(current: () => ObjectStorage | null) {
  let spy: { mockRestore(): void } | undefined;
  beforeAll(() => {
    spy = vi.spyOn(storageModule, "getStorage").mockImplementation(() => {
      const storage = current();
      if (!storage) throw new Error("no storage handed to the app yet");
      return storage;
    });
  });
  afterAll(() => spy?.mockRestore());
}
