import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Unit tests sit next to the code they test (`thing.test.ts`); they import modules directly
 * (Astro's build is not involved; the tests that read pages read the build).
 */
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 20_000,
    // Some set-ups start a whole server (a spawned process that loads every page) or a PostgreSQL
    // cluster: on a busy 2-core machine that can pass vitest's default 10 s.
    hookTimeout: 30_000,
    pool: "forks",
    // Two files at a time at least: most tests wait on servers, child processes and PostgreSQL,
    // not on the processor (vitest's default, one less than the cores, is one on a 2-core machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
