import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "data/**", "node_modules/**", ".tmp/**", "src/server/db/migrations/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // No type-aware rules here: building the TypeScript programs for them cost ESLint most of its
  // time (some 45 of 53 CPU-seconds). The one we use, no-floating-promises, runs in oxlint on
  // typescript-go instead (.oxlintrc.json, `npm run check`), in a sixth of the time.
  {
    files: ["**/*.ts", "**/*.tsx"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  // Web features never import each other: shared pieces live in src/web/components or src/web/lib,
  // and pages that combine features are put together in src/web/app. This holds for types too:
  // API types come from src/shared/api, so no feature needs another's.
  ...[
    { files: ["src/web/features/*/*.{ts,tsx}"], up: "\\.\\./" },
    { files: ["src/web/features/*/*/*.{ts,tsx}"], up: "\\.\\./\\.\\./" },
    { files: ["src/web/features/*/*/*/*.{ts,tsx}"], up: "\\.\\./\\.\\./\\.\\./" },
  ].map(({ files, up }) => ({
    files,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^${up}(?!\\.)`,
              message:
                "A web feature must not import another feature; move the shared piece to src/web/components or src/web/lib.",
            },
            {
              regex: "(^|/)features/",
              message:
                "A web feature must not import another feature; move the shared piece to src/web/components or src/web/lib.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["src/web/components/**/*.{ts,tsx}", "src/web/lib/**/*.{ts,tsx}", "src/web/hooks/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)features/",
              message: "Shared web code must not depend on a feature; features build on it, not the other way.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly" } },
  },
);
