// Durability: data written through the HTTP server survives kill -9 and a restart (WAL), and the CLI
// refuses unknown flags.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { encodeFormEntries } from "../../lib/wire/index.ts";
import { encodeParams } from "./helpers.ts";

const root = join(import.meta.dirname, "../..");
const tsx = join(root, "node_modules/.bin/tsx");
const dir = mkdtempSync(join(tmpdir(), "teamchat-restart-"));
const dbFile = join(dir, "chat.sqlite3");
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

function start(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(tsx, ["server/main.ts", "--port", "0", "--db", dbFile], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d) => {
      out += d;
      const m = /on (http:\/\/[^\s]+) /.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.stderr!.on("data", (d) => (out += d));
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

async function api(url: string, method: string, path: string, auth: string | null, params: Record<string, unknown> = {}) {
  const headers: Record<string, string> = auth ? { authorization: auth } : {};
  const form = method === "GET" ? undefined : encodeFormEntries(encodeParams(params));
  if (form) headers["content-type"] = form.contentType;
  const res = await fetch(`${url}/api/v1${path}`, { method, headers, body: form?.body });
  return (await res.json()) as any;
}

describe("restart", () => {
  it("keeps data written before kill -9", async () => {
    const first = await start();
    const { api_key } = await api(first.url, "POST", "/dev_fetch_api_key", null, { username: "hamlet@zulip.com" });
    const auth = "Basic " + Buffer.from(`hamlet@zulip.com:${api_key}`).toString("base64");
    const { ids } = await api(first.url, "POST", "/drafts", auth, { drafts: [{ type: "", to: [], topic: "", content: "survives kill -9" }] });
    expect(ids).toHaveLength(1);
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));

    const second = await start();
    const { drafts } = await api(second.url, "GET", "/drafts", auth);
    expect(drafts.find((d: any) => d.id === ids[0])?.content).toBe("survives kill -9");
    second.child.kill("SIGTERM");
    const code = await new Promise((r) => second.child.once("exit", r));
    expect(code).toBe(0);
  }, 60_000);

  it("refuses unknown flags with exit code 2", () => {
    const r = spawnSync(tsx, ["server/main.ts", "--bogus"], { cwd: root, encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("unknown flag --bogus");
  }, 30_000);
});
