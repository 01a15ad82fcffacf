import os from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

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
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, "tests/unit/**"],
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
    ],
  },
});
