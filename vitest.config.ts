import { defineConfig } from "vitest/config";

// Two cores on CI: keep parallelism modest; the browser and mock tests start real processes.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    // Fails the run when a process a test started survives it (test/support/global-setup.ts).
    globalSetup: ["test/support/global-setup.ts"],
  },
});
