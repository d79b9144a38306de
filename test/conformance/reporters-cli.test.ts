// The new reporters from the command line: --reporter html=FILE, sarif=FILE and github (stdout, with the step
// summary appended to $GITHUB_STEP_SUMMARY) in one run against a server with failures; their digests agree with
// the JSON report's; an unknown reporter is refused with every valid name.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { main } from "../../conformance/cli.ts";
import { manyFailuresServer } from "./support/many-failures.ts";
import type { TestServer } from "./support/reference.ts";

let server: TestServer | undefined;
const saved = process.env.GITHUB_STEP_SUMMARY;
afterEach(() => {
  server?.close();
  if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY;
  else process.env.GITHUB_STEP_SUMMARY = saved;
});

async function cli(argv: string[], fetch?: (req: Request) => Promise<Response>) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), fetch });
  return { code, stdout, stderr };
}

describe("--reporter html, sarif, github", () => {
  it("writes each report of one run, with the same digest", async () => {
    server = manyFailuresServer();
    const dir = mkdtempSync(join(tmpdir(), "teamchat-reporters-"));
    process.env.GITHUB_STEP_SUMMARY = join(dir, "summary.md");
    const f = (name: string) => join(dir, name);
    const argv = ["--url", "http://conformance.test", "--dev", "--seed", "5", "--runs", "2", "--only", "checks/*,streams/get-stream-unknown-id,user-groups/list-fields"];
    const r = await cli([...argv, "--reporter", "github", "--reporter", `html=${f("r.html")}`, "--reporter", `sarif=${f("r.sarif")}`, "--reporter", `json=${f("r.json")}`], server.fetch);
    expect(r.code, r.stderr).toBe(1);
    const json = JSON.parse(readFileSync(f("r.json"), "utf8"));
    const top = json.digest.causes[0];
    expect(top.title).toBe("Server errors (5xx)");
    expect(json.digest.causes.map((c: { title: string }) => c.title)).toContain("Endpoints missing (404/405 without the error envelope)");
    // github on stdout: the annotations first, the main cause first.
    expect(r.stdout.split("\n")[0]).toMatch(/^::error title=Server errors \(5xx\) \(\d+×%2C \d+%25 of the failures\)::/);
    expect(r.stdout).toContain("::stop-commands::");
    const summary = readFileSync(f("summary.md"), "utf8");
    expect(summary).toMatch(/^## ❌ Conformance: Not conformant/);
    expect(summary).toContain(`| ${top.count} | ${Math.round(top.share * 100)}% | ❌ Server errors \\(5xx\\) |`);
    const html = readFileSync(f("r.html"), "utf8");
    expect(html).toContain('<a href="#cause-1">Server errors (5xx)</a>');
    const sarif = JSON.parse(readFileSync(f("r.sarif"), "utf8"));
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.runs[0].results.length).toBe(json.findings.length);
    expect(sarif.runs[0].properties.digest.causes[0].count).toBe(top.count);
  });

  it("refuses an unknown reporter, listing every valid one (exit 2)", async () => {
    const r = await cli(["--url", "http://x", "--dev", "--reporter", "xml"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("valid reporters: pretty, json, junit, html, github, sarif");
  });
});
