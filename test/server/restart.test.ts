// Durability: the reference server process itself is killed with SIGKILL while several clients write at once; after
// a restart on the same database every write the server acknowledged is there, and SQLite's integrity check passes.
// The server runs as `node --import tsx server/main.ts`, so the spawned child IS the server (no tsx wrapper in
// between), in its own process group; the test proves the kill reached it (the port stops answering at once).
// Also: the command line refuses unknown flags.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { encodeFormEntries } from "../../lib/wire/index.ts";
import { descendantsOf, exited, groupAlive, killGroup, listProcesses, runGroup, spawnGroup, stopAllGroups, stopGroup } from "../support/processes.ts";
import { encodeParams } from "./helpers.ts";

const root = join(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "teamchat-restart-"));
const dbFile = join(dir, "chat.sqlite3");
const SERVER = ["--import", "tsx", "server/main.ts"];
afterAll(async () => {
  await stopAllGroups();
  rmSync(dir, { recursive: true, force: true });
});

async function start() {
  const child = spawnGroup(process.execPath, [...SERVER, "--port", "0", "--db", dbFile], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d) => {
      out += d;
      const m = /on (http:\/\/[^\s]+) /.exec(out);
      if (m) resolve(m[1]);
    });
    child.stderr!.on("data", (d) => (out += d));
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  return { child, url };
}

async function api(url: string, method: string, path: string, auth: string | null, params: Record<string, unknown> = {}) {
  const headers: Record<string, string> = auth ? { authorization: auth } : {};
  const form = method === "GET" ? undefined : encodeFormEntries(encodeParams(params));
  if (form) headers["content-type"] = form.contentType;
  const res = await fetch(`${url}/api/v1${path}`, { method, headers, body: form?.body });
  return { status: res.status, body: (await res.json()) as any };
}

const integrity = () => {
  const db = new Database(dbFile);
  try {
    return db.pragma("integrity_check", { simple: true });
  } finally {
    db.close();
  }
};

interface Ack {
  user: string;
  kind: "draft" | "message";
  id: number;
  content: string;
}

const USERS = ["hamlet@zulip.com", "othello@zulip.com", "cordelia@zulip.com", "iago@zulip.com"];

describe("restart", () => {
  it("keeps every acknowledged write when the server process is killed with SIGKILL under concurrent writes", async () => {
    const first = await start();
    const pid = first.child.pid!;
    // The child is the server: its command line is server/main.ts, and no process under it is another one.
    expect(readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")).toEqual(expect.arrayContaining([process.execPath, "server/main.ts"]));
    expect(descendantsOf(pid, listProcesses()).filter((p) => /server\/main\.ts/.test(p.args))).toEqual([]);

    const auth = new Map<string, string>();
    for (const user of USERS) {
      const { body } = await api(first.url, "POST", "/dev_fetch_api_key", null, { username: user });
      auth.set(user, "Basic " + Buffer.from(`${user}:${body.api_key}`).toString("base64"));
    }

    // Four clients write as fast as they can: drafts and channel messages, each remembered once acknowledged.
    const acks: Ack[] = [];
    let failures = 0;
    let killed = false;
    const client = async (user: string, n: number) => {
      for (let i = 0; !killed; i++) {
        const content = `durable ${n}-${i}${" x".repeat(i % 7)}`;
        try {
          if (i % 2 === 0) {
            const r = await api(first.url, "POST", "/drafts", auth.get(user)!, { drafts: [{ type: "", to: [], topic: "", content }] });
            if (r.status === 200) acks.push({ user, kind: "draft", id: r.body.ids[0], content });
          } else {
            const r = await api(first.url, "POST", "/messages", auth.get(user)!, { type: "stream", to: "Verona", topic: `durability ${n}`, content });
            if (r.status === 200) acks.push({ user, kind: "message", id: r.body.id, content });
          }
        } catch {
          failures++;
          return; // the server is gone
        }
      }
    };
    const clients = USERS.map((u, n) => client(u, n));
    while (acks.length < 120) await new Promise((r) => setTimeout(r, 5));

    // kill -9 the server process itself (not its group: that the one signal stops the server is the point).
    process.kill(pid, "SIGKILL");
    killed = true;
    expect(await exited(first.child)).toBe(null);
    expect(first.child.signalCode).toBe("SIGKILL");
    await Promise.all(clients);
    await expect(fetch(`${first.url}/api/v1/server_settings`)).rejects.toThrow();
    killGroup(first.child, "SIGKILL"); // whatever the server had started (esbuild's service) goes too
    expect(integrity()).toBe("ok");

    const second = await start();
    for (const user of USERS) {
      const { body } = await api(second.url, "GET", "/drafts", auth.get(user)!);
      const stored = new Map<number, string>(body.drafts.map((d: any) => [d.id, d.content]));
      for (const a of acks.filter((x) => x.user === user && x.kind === "draft")) expect(stored.get(a.id), `draft ${a.id} of ${user}`).toBe(a.content);
    }
    for (const a of acks.filter((x) => x.kind === "message")) {
      const { status, body } = await api(second.url, "GET", `/messages/${a.id}?apply_markdown=false`, auth.get(a.user)!);
      expect(status, `message ${a.id}`).toBe(200);
      expect(body.message.content).toBe(a.content);
    }
    expect(acks.filter((a) => a.kind === "draft").length).toBeGreaterThan(20);
    expect(acks.filter((a) => a.kind === "message").length).toBeGreaterThan(20);
    expect(new Set(acks.map((a) => a.user)).size).toBe(USERS.length);

    expect(await stopGroup(second.child, "SIGTERM")).toBe(0);
    expect(groupAlive(second.child.pid!)).toBe(false);
    expect(integrity()).toBe("ok");
    console.log(`restart: ${acks.length} writes acknowledged before SIGKILL (server pid ${pid}), all present after restart; ${failures} requests cut off by the kill; integrity_check ok`);
  }, 90_000);

  it("refuses unknown flags with exit code 2", async () => {
    const r = await runGroup(process.execPath, [...SERVER, "--bogus"], { cwd: root });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("unknown flag --bogus");
  }, 30_000);
});
