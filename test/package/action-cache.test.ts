// The GitHub Action installs a prebuilt package (a tarball or the registry's), never builds, and a warm run (the
// installed suite restored by actions/cache) installs nothing: its setup steps run locally (action-steps.ts) in
// well under the 15 s the issue allows. A stand-in package (the real name, a bin that answers --version and exits
// like the suite) keeps the test fast: what is tested is the action's install logic, not the suite.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runActionLocally } from "./action-steps.ts";

function standInTarball(dir: string): string {
  const pkg = join(dir, "pkg");
  mkdirSync(join(pkg, "bin"), { recursive: true });
  writeFileSync(join(pkg, "package.json"), JSON.stringify({ name: "teamchat-api-toolchain", version: "0.1.0", bin: { "teamchat-conformance": "bin/c.mjs" } }));
  // Answers --version and --help (the action greps the help for the github reporter), and "passes" any run.
  writeFileSync(join(pkg, "bin", "c.mjs"), `#!/usr/bin/env node\nconst a = process.argv.slice(2);\nif (a.includes("--version")) console.log("teamchat-conformance 0.1.0");\nelse if (a.includes("--help")) console.log("--reporter pretty|json|junit|html|github|sarif");\nelse { const j = a.find((x) => x.startsWith("junit=")); if (j) require("node:fs").writeFileSync(j.slice(6), "<testsuites/>"); console.log("Conformant."); }\n`.replace("require(\"node:fs\")", "(await import(\"node:fs\"))"), { mode: 0o755 });
  execFileSync("npm", ["pack", "--pack-destination", dir], { cwd: pkg, stdio: "ignore" });
  return join(dir, "teamchat-api-toolchain-0.1.0.tgz");
}

describe("the GitHub Action's install", () => {
  it("installs the tarball once; a warm run (the cache restored) installs nothing and takes a few seconds", async () => {
    const dir = mkdtempSync(join(tmpdir(), "action-cache-"));
    const tarball = standInTarball(dir);
    const workspace = join(dir, "workspace");
    mkdirSync(workspace);
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== "INIT_CWD"));
    const run = () => runActionLocally({ url: "http://127.0.0.1:9", dev: "true", package: tarball }, { workspace, runnerTemp: join(dir, "runner-temp"), baseEnv: env, timeoutMs: 120_000 });
    const cold = await run();
    expect(cold.status, cold.stderr).toBe(0);
    expect(cold.stdout).toMatch(/added \d+ package/);
    const started = Date.now();
    const warm = await run();
    const seconds = (Date.now() - started) / 1000;
    expect(warm.status, warm.stderr).toBe(0);
    expect(warm.stdout).toContain("teamchat-conformance 0.1.0, installed from the cache");
    expect(warm.stdout).not.toMatch(/added \d+ package/);
    expect(seconds).toBeLessThan(15);
  }, 120_000);
});
