import { describe, expect, it } from "vitest";
import { runGroup } from "../support/processes.ts";

// The smoke test of `npm run bench -- --quick`: every pair runs and prints its figures and targets; the figures
// themselves are not asserted (a test machine's noise is not the project's performance).
describe("npm run bench -- --quick", () => {
  it("prints every pair, the cost growth and the targets", async () => {
    const { status, stdout, stderr } = await runGroup(process.execPath, ["--import", "tsx", "bench/run.ts", "--quick"], { timeoutMs: 240_000 });
    expect(status, stderr).toBe(0);
    for (const name of ["suite-vs-limit", "startup", "server-vs-bare GET /users/me", "server-vs-bare POST /drafts", "server-vs-mock", "client-vs-fetch", "suite-workers", "cost-growth", "event fan-out"])
      expect(stdout).toContain(`${name}`);
    expect(stdout).toMatch(/^targets: \d+ of \d+ pair targets met/m);
  }, 300_000);
});
