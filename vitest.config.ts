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
    // Some set-ups start a whole server (one that recompresses every page for another SITE_URL,
    // or a PostgreSQL cluster): on a busy 2-core machine that can pass vitest's default 10 s.
    hookTimeout: 30_000,
    pool: "forks",
  },
});
