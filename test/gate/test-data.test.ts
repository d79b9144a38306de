// Item 8 of issue 26: test data. Every name a run creates carries the run's prefix (counted from the HAR of a run
// of the writing rules), and --cleanup finds what runs left by it, undoes what the seed's operations allow and lists
// what stays.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SUITE_NAME } from "../../conformance/cleanup.ts";
import type { Har, HarEntry } from "../../conformance/engine/har.ts";
import { cli } from "../cli/support.ts";
import { referenceServer } from "../conformance/support/reference.ts";

const pathOf = (e: HarEntry) => new URL(e.request.url).pathname.replace(/^\/api\/v1/, "");
const param = (e: HarEntry, name: string) => e.request.postData?.params.find((p) => p.name === name)?.value;

/** The names a request creates: a group's, a new channel's, a linkifier's pattern, a profile field's. */
function createdNames(e: HarEntry): string[] {
  if (e.request.method !== "POST" || e.response.status !== 200) return [];
  const p = pathOf(e);
  if (p === "/user_groups/create" || p === "/realm/profile_fields") return [param(e, "name") ?? ""];
  if (p === "/realm/filters") return [param(e, "pattern") ?? ""];
  if (p === "/users/me/subscriptions") {
    const created = (JSON.parse(e.response.content.text || "{}").subscribed ?? {}) as Record<string, string[]>;
    const asked = JSON.parse(param(e, "subscriptions") ?? "[]") as { name: string }[];
    // Only the channels this request created (Zulip lists them in `subscribed`; joining an existing one creates none).
    const isNew = Object.values(created).flat();
    return asked.map((s) => s.name).filter((n) => isNew.includes(n) && !/^(announce|general|Verona|Denmark|Scotland|Venice|Rome|core team|sandbox|devel)$/i.test(n));
  }
  return [];
}

/** Calls the API as a development account (its key from POST /dev_fetch_api_key). */
function apiAs(fetch: (r: Request) => Promise<Response>, email: string) {
  let auth: string | undefined;
  const base = "http://conformance.test/api/v1";
  const form = (o: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(o), headers: { "content-type": "application/x-www-form-urlencoded" } });
  return async (method: string, path: string, body?: Record<string, string>) => {
    if (!auth) {
      const key = (await (await fetch(new Request(`${base}/dev_fetch_api_key`, form({ username: email })))).json()) as { api_key: string };
      auth = `Basic ${Buffer.from(`${email}:${key.api_key}`).toString("base64")}`;
    }
    const init = body ? { ...form(body), method } : { method };
    return (await (await fetch(new Request(`${base}${path}`, { ...init, headers: { ...(init as { headers?: Record<string, string> }).headers, authorization: auth } }))).json()) as Record<string, unknown>;
  };
}

describe("test data", () => {
  it("every name a run of the writing rules creates carries the run's prefix; --cleanup undoes what it can and lists the rest", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gate-data-"));
    const server = referenceServer();
    try {
      const target = ["--url", "http://conformance.test", "--dev"];
      const run = await cli([...target, "--seed", "11", "--runs", "2", "--only", "user-groups/*,realm/*,streams/*", "--skip", "checks/*", "--record", join(dir, "run.har")], { fetch: server.fetch });
      expect(run.code, run.stdout.slice(-3000)).toBe(0);
      const entries = (JSON.parse(readFileSync(join(dir, "run.har"), "utf8")) as Har).log.entries;
      const names = entries.flatMap((e) => createdNames(e).map((n) => ({ n, rule: e._rule })));
      expect(names.length).toBeGreaterThan(10);
      const seed = (11).toString(36);
      const unprefixed = names.filter(({ n }) => !SUITE_NAME.test(n) || !(n.toLowerCase().startsWith(`conformance-${seed}-`) || n.toLowerCase().startsWith(`conformance${seed}`)));
      expect(unprefixed).toEqual([]);

      // What a run cut short would leave behind: a member subscribed to one of the suite's channels, and a draft of
      // the suite's (made here, as the member).
      const channel = `conformance-${seed}-zzzz-ch-1`;
      const api = apiAs(server.fetch, "hamlet@zulip.com");
      expect((await api("POST", "/users/me/subscriptions", { subscriptions: JSON.stringify([{ name: channel }]) })).result).toBe("success");
      const subs = (await api("GET", "/users/me/subscriptions")).subscriptions as { name: string; stream_id: number }[];
      const id = subs.find((c) => c.name === channel)!.stream_id;
      expect((await api("POST", "/drafts", { drafts: JSON.stringify([{ type: "stream", to: [id], topic: `conformance-${seed}-zzzz-topic`, content: "left over", timestamp: 1 }]) })).result).toBe("success");

      const first = await cli([...target, "--cleanup"], { fetch: server.fetch });
      expect(first.code, first.stdout).toBe(0);
      expect(first.stdout).toMatch(/^cleanup: 1 subscription\(s\) to the suite's channels ended \(DELETE \/users\/me\/subscriptions\)$/m);
      expect(first.stdout).toMatch(/^cleanup: 1 draft\(s\) deleted \(DELETE \/drafts\/\{draft_id\}\)$/m);
      expect(first.stdout).toMatch(/^cleanup: left \d+ user group\(s\) \(the seed has no operation that deletes it\): conformance-/m);
      expect(first.stdout).toMatch(/^cleanup: left \d+ custom profile field\(s\) .*: conformance-/m);
      expect(first.stdout).toMatch(/dedicated organization/);
      expect((await api("GET", "/drafts")).drafts).not.toContainEqual(expect.objectContaining({ topic: `conformance-${seed}-zzzz-topic` }));
      // Once undone, a second cleanup has nothing left to undo, and still lists what stays.
      const second = await cli([...target, "--cleanup"], { fetch: server.fetch });
      expect(second.stdout).toMatch(/^cleanup: nothing the seed's operations can undo was found$/m);
      expect(second.stdout).toMatch(/^cleanup: left \d+ user group\(s\)/m);
    } finally {
      server.close();
    }
  }, 120_000);
});
