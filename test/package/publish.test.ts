// Ready for a registry: the package is not private, `npm publish --dry-run` has nothing to correct in it (npm drops
// bins it finds invalid, saying so only as a warning), and teamchat-conformance --version names its version.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./action-steps.ts";

const PACKAGE = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));

describe("publishable", () => {
  it("is not private and npm publish --dry-run warns of nothing but the missing login", () => {
    expect(PACKAGE.private).toBeUndefined();
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
    // --ignore-scripts: the build (prepack) is pack.test.ts's; this is about the manifest.
    const r = spawnSync("npm", ["publish", "--dry-run", "--ignore-scripts"], { cwd: ROOT, env, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    const warnings = r.stderr.split("\n").filter((l) => /\bwarn\b/i.test(l) && !/requires you to be logged in/.test(l));
    expect(warnings).toEqual([]);
    expect(r.stdout + r.stderr).toMatch(/\+ teamchat-api-toolchain@/);
    for (const name of Object.keys(PACKAGE.bin)) expect(PACKAGE.bin[name], name).toMatch(/^bin\/[\w-]+\.mjs$/);
  }, 60_000);

  it("teamchat-conformance --version prints the package's version", () => {
    const r = spawnSync(process.execPath, [join(ROOT, "bin", "teamchat-conformance.mjs"), "--version"], { encoding: "utf8" });
    expect(r.stdout).toBe(`teamchat-conformance ${PACKAGE.version}\n`);
    expect(r.status).toBe(0);
  });
});
