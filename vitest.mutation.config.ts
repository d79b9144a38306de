import { defineConfig } from "vitest/config";

// The test StrykerJS runs (stryker.config.mjs, `npm run mutation`): only the conformance suite against the in-process
// reference server (test/mutation/suite.mutation.ts), one test per rule and generic check. `npm test` does not run it.
export default defineConfig({
  test: {
    include: ["test/mutation/suite.mutation.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
