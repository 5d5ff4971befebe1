import js from "@eslint/js";
import tseslint from "typescript-eslint";

// Links and navigations keep the page's `?lang=` only through src/web/lib/lang-router.tsx's
// wrappers; React Router's own would drop it (one URL per language, docs/architecture.md).
const keepLang = {
  name: "react-router",
  importNames: ["Link", "NavLink", "Navigate", "useNavigate", "useSearchParams"],
  message: "Import it from src/web/lib/lang-router.tsx, which keeps the page's ?lang= on links and navigations.",
};
const featureMessage =
  "A web feature must not import another feature; move the shared piece to src/web/components or src/web/lib.";
const sharedMessage = "Shared web code must not depend on a feature; features build on it, not the other way.";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "data/**",
      "node_modules/**",
      ".tmp/**",
      "src/server/db/migrations/**",
      "test-results/**",
      "src/web/lib/api/schema.gen.ts",
    ],
  },
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
  {
    files: ["src/web/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: [keepLang] }] },
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
          paths: [keepLang],
          patterns: [
            { regex: `^${up}(?!\\.)`, message: featureMessage },
            { regex: "(^|/)features/", message: featureMessage },
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
        { paths: [keepLang], patterns: [{ regex: "(^|/)features/", message: sharedMessage }] },
      ],
    },
  },
  // The wrappers themselves are built on React Router's.
  {
    files: ["src/web/lib/lang-router.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)features/", message: sharedMessage }] },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly" } },
  },
);
