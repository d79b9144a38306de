// StrykerJS over the reference server with the conformance suite as the only test (`npm run mutation`,
// scripts/mutation.ts; README "Quality"). The test is vitest.mutation.config.ts → test/mutation/suite.mutation.ts:
// one vitest test per rule and generic check, so per-test coverage runs only the rules that reach a mutant.
// The server's own unit tests are not used: the score measures the suite.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  coverageAnalysis: "perTest",
  // What the suite can observe: routes, rendering, events, the HTTP pipeline and the database repositories.
  mutate: ["server/routes/**/*.ts", "server/render/**/*.ts", "server/events/**/*.ts", "server/http/**/*.ts", "server/db/repos/**/*.ts"],
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  // event-recorder: one file per tested mutant as it happens (reports/mutation/events), for reading a run in progress.
  reporters: ["html", "json", "clear-text", "progress", "event-recorder"],
  eventReporter: { baseDir: "reports/mutation/events" },
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  ignorePatterns: ["dist", "docs/site", "test-artifacts", ".data", "reports", ".tmp", "*.log"],
  // Two shared cores.
  concurrency: 2,
  // A mutant that hangs a request is a timeout (detected, as the CLI reports an unresponsive operation); no rule
  // needs long under the mutation suite's 1 s heartbeat.
  timeoutMS: 10_000,
  timeoutFactor: 2,
  cleanTempDir: "always",
};
