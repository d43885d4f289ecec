import { defineConfig } from "vitest/config";

/**
 * Unit tests sit next to the code they test (`thing.test.ts`). This config does not load the
 * React Router plugin: unit tests import modules directly.
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
    pool: "forks",
  },
});
