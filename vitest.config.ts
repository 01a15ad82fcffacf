import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * A database file shares its worker's modules with the files before it: importing the app again
 * for each file was half the suite's time (136 files: import 698 s of 1,407 s). A file that changes
 * what a module reads when it loads (the environment, a mocked module, or a helper that does either)
 * gets a module graph of its own, found by reading the file. A helper that does either when imported
 * is named in the pattern (queue-proofs); the mailbox (tests/support/mailbox.ts) is not: it sets
 * SMTP_URL per test and restores it, and lib/mail reads it per send.
 */
const CHANGES_MODULES =
  /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\b|process\.env(\.\w+|\[[^\]]+\])\s*(=[^=]|\?\?=)|delete process\.env|support\/queue-proofs/;
const databaseFiles = fs
  .readdirSync(path.join(import.meta.dirname, "tests"), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith("unit/"))
  .map((file) => `tests/${file}`);
const ownModules = databaseFiles.filter((file) => CHANGES_MODULES.test(fs.readFileSync(path.join(import.meta.dirname, file), "utf8")));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname)}/` },
      // `server-only` throws outside Next's server bundle; tests run that code on purpose.
      { find: "server-only", replacement: path.resolve(import.meta.dirname, "tests/support/server-only.ts") },
      // next-auth imports Next's entry points without the extension Node's ESM loader needs.
      { find: /^next\/(server|headers|navigation|cache)$/, replacement: "next/$1.js" },
    ],
  },
  test: {
    // setup-request.ts fakes the session, client address and Next's request-bound functions for every file.
    setupFiles: ["tests/support/setup-env.ts", "tests/support/setup-request.ts"],
    reporters: ["default", "./tests/support/slowest-reporter.ts"],
    pool: "forks",
    // Most of a test's time is spent waiting on Postgres, so more forks than cores keep the CPU
    // busy: on 2 cores, 4 forks take the suite from 198 s to 124 s.
    maxWorkers: Math.max(4, os.availableParallelism()),
    server: { deps: { inline: ["next-auth"] } },
    testTimeout: 20_000,
    hookTimeout: 120_000,
    projects: [
      // Pure logic, no database: a file needs no fresh module graph, and importing it all again for
      // each of ~50 files was most of their time (tests/unit alone: 73-99 s -> 22-25 s at load 12).
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], isolate: false } },
      {
        extends: true,
        test: {
          name: "database",
          include: databaseFiles.filter((file) => !ownModules.includes(file)),
          globalSetup: ["tests/support/global-setup.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "database-own-modules", include: ownModules, globalSetup: ["tests/support/global-setup.ts"] },
      },
    ],
  },
});
