import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, assertSafePrefix, isSafeKey, type ObjectStorage } from "@/lib/storage/types";

/** Files in one directory (the embedded default: .data/uploads), served by app/api/uploads. */
export function createLocalStorage(dir: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(dir, key);
  };

  return {
    driver: "local",
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(dir, { recursive: true });
      // Write then rename: a reader never sees half a file.
      const partial = path.join(dir, `.${randomUUID()}.partial`);
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      assertSafePrefix(prefix);
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch (error) {
        // Nothing was ever uploaded: the directory is made by the first put.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      // A write in progress is a dot-file (never a valid key), so it is never listed half-written.
      return names.filter((name) => name.startsWith(prefix) && isSafeKey(name));
    },
  };
}
