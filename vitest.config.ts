import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * A database file shares its worker's modules with the files before it: importing the app again
 * for each file was half the suite's time (136 files: import 698 s of 1,407 s). A file that changes
 * what a module reads when it loads (an assignment to the environment, a mocked module, or a helper
 * that does either) gets a module graph of its own, found by reading the file. A helper that does
 * either when imported is named in the pattern (queue-proofs). `vi.stubEnv` is in it for NODE_ENV
 * alone, which libraries read as they load (React picks its build by it); the app reads the rest
 * of its environment through lib/env's live view, on each use, and `unstubEnvs` below puts every
 * stubbed variable back before the next test. Nor is the mailbox (tests/support/mailbox.ts): it sets
 * SMTP_URL per test and restores it, and lib/mail reads it per send.
 */
const CHANGES_MODULES =
  /vi\.(mock|doMock|stubGlobal|resetModules)\b|vi\.stubEnv\(\s*"NODE_ENV"|process\.env(\.\w+|\[[^\]]+\])\s*(=[^=]|\?\?=)|delete process\.env|support\/queue-proofs/;
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
    // Every test starts with the environment unstubbed (Vitest does it before each test; the file's
    // end is tests/support/setup-env.ts's), so a stub never reaches another test or file.
    unstubEnvs: true,
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
          // Its files share the worker's modules, the database pool among them (setup-env.ts).
          provide: { sharesPool: true },
        },
      },
      {
        extends: true,
        test: { name: "database-own-modules", include: ownModules, globalSetup: ["tests/support/global-setup.ts"] },
      },
    ],
  },
});
