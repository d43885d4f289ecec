import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".astro/",
      "test-results/",
      "playwright-report/",
      "bench/.runs/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["scripts/**", "bench/**", "tests/**", "server/leads/cli.ts"],
    rules: { "no-console": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    // A fixed sleep is too short on a busy machine and too long on a quiet one.
    files: ["tests/e2e/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "waitForTimeout",
          message:
            "No fixed sleeps in browser tests: wait on the event or state itself (an element's state, expect.poll, page.waitForResponse, page.waitForFunction, a later request, the page's clock).",
        },
      ],
    },
  },
);
