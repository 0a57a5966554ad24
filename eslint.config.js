// ESLint, run by `npm test` before the tests: JavaScript's and TypeScript's recommended rules, and the two
// rules of React hooks (hooks called in the same order every render; effects that name what they read).
// Type checking itself is tsc's job (`npm run typecheck`); these rules catch what it does not.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "**/.next/**", "**/coverage/**", "**/*.d.ts", "apps/web/public/**", "test-results/**", "playwright-report/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Scripts and benches are plain Node modules.
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // TypeScript already refuses a name that does not exist, knowing each file's environment (Node, browser, worker).
      "no-undef": "off",
      // A name starting with _ is left out on purpose (an object's other fields, a callback's unused argument).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read JSON answers as `any` on purpose (the test asserts their shape); Playwright's fixtures are
    // not React, though their `use` looks like a hook.
    files: ["**/*.test.{ts,tsx}", "apps/api/src/test/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // The stand-in for Stripe.js runs in the browser, served in place of Stripe's script.
    files: ["e2e/stripe-js-stand-in.js"],
    languageOptions: { globals: globals.browser },
  },
);
