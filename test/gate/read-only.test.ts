// Item 7 of issue 26: --read-only as gentle as it claims. From the HAR of a read-only run (--record) against the
// reference server: no failed login (unless --allow-failed-logins), each queue deleted once, nothing else but GETs,
// and the figures conformance/README.md gives are the ones measured here.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Har, HarEntry } from "../../conformance/engine/har.ts";
import { cli } from "../cli/support.ts";
import { referenceServer } from "../conformance/support/reference.ts";

const pathOf = (e: HarEntry) => new URL(e.request.url).pathname.replace(/^\/api\/v1/, "");
const isLogin = (e: HarEntry) => e.request.method === "POST" && /^\/(dev_)?fetch_api_key$/.test(pathOf(e));
const isSession = (e: HarEntry) => isLogin(e) || (e.request.method === "POST" && pathOf(e) === "/register") || (e.request.method === "DELETE" && pathOf(e) === "/events");

async function readOnlyRun(extra: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), "gate-read-only-"));
  const server = referenceServer();
  const r = await cli(["--url", "http://conformance.test", "--dev", "--seed", "1", "--read-only", "--record", join(dir, "run.har"), "--reporter", `json=${join(dir, "r.json")}`, ...extra], { fetch: server.fetch }).finally(() => server.close());
  const har = JSON.parse(readFileSync(join(dir, "run.har"), "utf8")) as Har;
  return { ...r, entries: har.log.entries, report: JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) };
}

/** What a read-only run sent besides GETs, counted from its HAR. */
function figures(entries: HarEntry[]) {
  const logins = entries.filter(isLogin);
  const deletions = entries.filter((e) => e.request.method === "DELETE" && pathOf(e) === "/events");
  const queueOf = (e: HarEntry) => e.request.postData?.params.find((p) => p.name === "queue_id")?.value;
  return {
    logins: logins.length,
    failedLogins: logins.filter((e) => e.response.status !== 200).length,
    registrations: entries.filter((e) => e.request.method === "POST" && pathOf(e) === "/register").length,
    deletions: deletions.length,
    failedDeletions: deletions.filter((e) => e.response.status !== 200).length,
    queuesDeleted: new Set(deletions.map(queueOf)).size,
    otherWrites: entries.filter((e) => e.request.method !== "GET" && !isSession(e)).map((e) => `${e.request.method} ${pathOf(e)}`),
  };
}

describe("--read-only", () => {
  it("sends no failed login, deletes each queue once, and the README's figures are the measured ones", async () => {
    const run = await readOnlyRun();
    expect(run.code, run.stdout).toBe(0);
    const f = figures(run.entries);
    expect(f.failedLogins).toBe(0);
    expect(f.failedDeletions).toBe(0);
    expect(f.queuesDeleted).toBe(f.deletions);
    expect(f.otherWrites).toEqual([]);
    // The rules that need failed logins are skipped, saying why.
    const skipped = run.report.rules.filter((r: { reason?: string }) => r.reason?.includes("--allow-failed-logins"));
    expect(skipped.map((r: { id: string }) => r.id).sort()).toEqual(["auth/dev-fetch-api-key", "auth/fetch-api-key-bad-credentials"]);
    // The figures the README gives (conformance/README.md, --read-only).
    const readme = readFileSync("conformance/README.md", "utf8");
    const m = /One run against the reference server \(`--dev --seed 1 --read-only`[^)]*\): (\d+) logins \(none failed\), (\d+) registrations and (\d+) deletions of queues \(each queue once/.exec(readme);
    expect(m, "conformance/README.md states the figures").not.toBeNull();
    expect({ logins: Number(m![1]), registrations: Number(m![2]), deletions: Number(m![3]) }).toEqual({ logins: f.logins, registrations: f.registrations, deletions: f.deletions });
  }, 60_000);

  it("--allow-failed-logins sends them, as asked", async () => {
    const run = await readOnlyRun(["--allow-failed-logins", "--only", "auth/*"]);
    expect(figures(run.entries).failedLogins).toBeGreaterThan(0);
    expect(run.report.rules.filter((r: { reason?: string }) => r.reason?.includes("--allow-failed-logins"))).toEqual([]);
  }, 60_000);
});
