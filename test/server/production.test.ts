// Production mode is safe by default: a fresh production database has no accounts (no development realm, no public
// password), its first owner comes from `--create-owner EMAIL`, which prints a random password and API key once;
// POST /dev_fetch_api_key is refused; a database holding the development realm is refused. API keys are random
// everywhere (development realm included), passwords are scrypt hashes in a self-describing format, and migration 2
// upgrades databases of version 1 (derived keys replaced, hashes converted and still valid, the dev realm marked).
import { createHash, scryptSync } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { createApp, StartupError } from "../../server/app.ts";
import { openDatabase } from "../../server/db/connection.ts";
import { DEV_REALM_MARKER, migrate, MIGRATIONS } from "../../server/db/migrations.ts";
import { DEV_PASSWORD } from "../../server/realm/dev-realm.ts";
import { createOwner } from "../../server/realm/organization.ts";
import { hashPassword, needsRehash, parseHash, PUBLIC_PASSWORD_SCRYPT, SCRYPT, sameSecret, verifyPassword } from "../../server/realm/passwords.ts";
import { stopAllGroups, stopGroup } from "../support/processes.ts";
import { api, runServer, startServer } from "./server-process.ts";

const dir = mkdtempSync(join(tmpdir(), "teamchat-production-"));
afterAll(async () => {
  await stopAllGroups();
  rmSync(dir, { recursive: true, force: true });
});
const file = (name: string) => join(dir, `${name}.sqlite3`);
const KEY = /^[A-Za-z0-9]{32}$/;

function readDb<T>(path: string, read: (db: Database.Database) => T): T {
  const db = new Database(path, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function credentials(stdout: string) {
  const password = /^ {2}password: (\S+)$/m.exec(stdout)?.[1];
  const apiKey = /^ {2}API key: {2}(\S+)$/m.exec(stdout)?.[1];
  const userId = Number(/user ID (\d+)/.exec(stdout)?.[1]);
  if (!password || !apiKey) throw new Error(`no credentials in: ${stdout}`);
  return { password, apiKey, userId };
}

describe("--production --create-owner", () => {
  it("creates the first owner of an empty database with a random password and API key, printed once; they work; nothing else is there", async () => {
    const a = file("a");
    const created = await runServer(["--production", "--db", a, "--create-owner", "alice@example.com", "--full-name", "Alice Admin"]);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stderr).toBe("");
    const owner = credentials(created.stdout);
    expect(owner.apiKey).toMatch(KEY);
    expect(owner.password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(created.stdout).toMatch(/shown this once/);

    // The database: the organization (8 system groups), one account, no development realm, the password only hashed.
    const stored = readDb(a, (db) => ({
      users: db.prepare("SELECT email, role, password_hash, api_key FROM users").all() as any[],
      groups: (db.prepare("SELECT count(*) AS n FROM user_groups WHERE is_system_group = 1").get() as any).n,
      streams: (db.prepare("SELECT count(*) AS n FROM streams").get() as any).n,
      marker: db.prepare("SELECT value FROM realm_settings WHERE name = ?").get(DEV_REALM_MARKER),
    }));
    expect(stored.users).toHaveLength(1);
    expect(stored.users[0]).toMatchObject({ email: "alice@example.com", role: 100, api_key: owner.apiKey });
    expect(stored.users[0].password_hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
    expect(stored.users[0].password_hash).not.toContain(owner.password);
    expect(await verifyPassword(owner.password, stored.users[0].password_hash)).toBe(true);
    expect(stored.groups).toBe(8);
    expect(stored.streams).toBe(0);
    expect(stored.marker).toBeUndefined();

    // The same email again (in any case): refused in one line, nothing printed, nothing changed.
    for (const email of ["alice@example.com", "ALICE@example.com"]) {
      const again = await runServer(["--production", "--db", a, "--create-owner", email]);
      expect(again.status).toBe(1);
      expect(again.stdout).not.toMatch(/password|API key/);
      expect(again.stderr.trim().split("\n")).toHaveLength(1);
      expect(again.stderr).toMatch(/already exists/);
    }
    expect(readDb(a, (db) => db.prepare("SELECT api_key FROM users").all())).toEqual([{ api_key: owner.apiKey }]);

    // Another database, the same email: other secrets.
    const other = await runServer(["--production", "--db", file("b"), "--create-owner", "alice@example.com"]);
    expect(other.status, other.stderr).toBe(0);
    const second = credentials(other.stdout);
    expect(second.apiKey).toMatch(KEY);
    expect(second.apiKey).not.toBe(owner.apiKey);
    expect(second.password).not.toBe(owner.password);

    // Served in production: the printed password logs in and gives the printed key; no development account exists.
    const server = await startServer(["--production", "--db", a]);
    try {
      expect(server.output()).toMatch(/production mode/);
      expect(server.output()).not.toMatch(owner.apiKey);
      const key = await api(server.url, "POST", "/fetch_api_key", { form: { username: "alice@example.com", password: owner.password } });
      expect(key.status).toBe(200);
      expect(key.body).toMatchObject({ api_key: owner.apiKey, email: "alice@example.com", user_id: owner.userId });
      const me = await api(server.url, "GET", "/users/me", { auth: ["alice@example.com", owner.apiKey] });
      expect(me.body).toMatchObject({ result: "success", role: 100, full_name: "Alice Admin", is_owner: true });
      const users = await api(server.url, "GET", "/users", { auth: ["alice@example.com", owner.apiKey] });
      expect(users.body.members.map((u: any) => u.email)).toEqual(["alice@example.com"]);
      expect((await api(server.url, "POST", "/fetch_api_key", { form: { username: "desdemona@zulip.com", password: DEV_PASSWORD } })).body.code).toBe("AUTHENTICATION_FAILED");
      for (const username of ["desdemona@zulip.com", "alice@example.com"]) {
        const dev = await api(server.url, "POST", "/dev_fetch_api_key", { form: { username } });
        expect(dev.status).toBe(400);
        expect(dev.body).toMatchObject({ result: "error", msg: "DevAuthBackend not enabled." });
        expect(dev.body.api_key).toBeUndefined();
      }
      expect((await api(server.url, "GET", "/users/me", { auth: ["alice@example.com", second.apiKey] })).status).toBe(401);
    } finally {
      await stopGroup(server.child);
    }
  }, 90_000);

  it("a fresh production server starts empty and says how to create the owner", async () => {
    const server = await startServer(["--production", "--db", file("empty")]);
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect(server.output()).toMatch(/no accounts yet: create its owner with `npm run server -- --production --db \S+ --create-owner EMAIL`/);
      expect(server.output()).toMatch(/login rate 5\/30m per username, 100\/1m per IP/);
      expect((await api(server.url, "POST", "/dev_fetch_api_key", { form: { username: "desdemona@zulip.com" } })).status).toBe(400);
      expect((await api(server.url, "GET", "/server_settings")).body.authentication_methods.dev).toBe(false);
      expect(readDb(file("empty"), (db) => (db.prepare("SELECT count(*) AS n FROM users").get() as any).n)).toBe(0);
    } finally {
      await stopGroup(server.child);
    }
  }, 60_000);

  it("refuses usage mistakes with one line and exit 2, and a development database in production with exit 1", async () => {
    const dev = file("dev");
    createApp({ db: dev, log: () => {} }).close(); // the development realm, seeded
    const [noProduction, badEmail, memory, fullNameAlone, devInProduction] = await Promise.all([
      runServer(["--db", file("c"), "--create-owner", "carol@example.com"]),
      runServer(["--production", "--db", file("c"), "--create-owner", "not-an-email"]),
      runServer(["--production", "--db", ":memory:", "--create-owner", "carol@example.com"]),
      runServer(["--production", "--full-name", "Carol"]),
      runServer(["--production", "--db", dev, "--create-owner", "carol@example.com"]),
    ]);
    for (const [r, pattern] of [
      [noProduction, /--create-owner needs --production/],
      [badEmail, /not a valid email address/],
      [memory, /needs a database file/],
      [fullNameAlone, /--full-name goes with --create-owner/],
    ] as const) {
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(pattern);
      expect(r.stdout).toBe("");
    }
    expect(devInProduction.status).toBe(1);
    expect(devInProduction.stderr.trim().split("\n")).toHaveLength(1);
    expect(devInProduction.stderr).toMatch(/holds the development realm/);
    expect(() => createApp({ db: dev, production: true, log: () => {} })).toThrow(StartupError);
    expect(existsSync(file("c"))).toBe(false); // a usage mistake is found before anything is created
  }, 60_000);
});

describe("API keys and password hashes", () => {
  it("development realm keys are random: 32 alphanumerics, different in every database", () => {
    const keys = () => {
      const app = createApp({ db: ":memory:", log: () => {} });
      try {
        return app.db.prepare("SELECT email, api_key FROM users ORDER BY id").all() as { email: string; api_key: string }[];
      } finally {
        app.close();
      }
    };
    const [one, two] = [keys(), keys()];
    expect(one.map((u) => u.email)).toEqual(two.map((u) => u.email));
    for (const u of [...one, ...two]) expect(u.api_key).toMatch(KEY);
    for (let i = 0; i < one.length; i++) expect(one[i].api_key).not.toBe(two[i].api_key);
    expect(new Set(one.map((u) => u.api_key)).size).toBe(one.length);
  });

  it("compares secrets in constant time, whatever their lengths", () => {
    expect(sameSecret("abc", "abc")).toBe(true);
    expect(sameSecret("abc", "abd")).toBe(false);
    expect(sameSecret("abc", "abcd")).toBe(false);
    expect(sameSecret("", "")).toBe(true);
  });

  it("reads only well-formed hashes with sane parameters", async () => {
    expect(parseHash("$scrypt$ln=15,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")?.params).toEqual({ ln: 15, r: 8, p: 1 });
    for (const bad of ["", "opensesame", "scrypt$ab$cd", "$scrypt$ln=40,r=8,p=1$AAAA$AAAAAAAAAAAAAAAAAAAAAA", "$bcrypt$ln=15,r=8,p=1$AAAA$AAAA"]) {
      expect(parseHash(bad), bad).toBeUndefined();
      expect(await verifyPassword("x", bad)).toBe(false);
    }
    expect(await verifyPassword("x", null)).toBe(false);
  });
});

describe("migration 2 (from version 1)", () => {
  // What version 1 wrote: keys derived from the email with a salt in the source, `scrypt$<hex salt>$<hex hash>`.
  const v1Key = (email: string) => {
    const digest = (salt: string) => createHash("sha256").update(`teamchat-dev-api-key:${salt}:${email}`).digest("base64");
    return (digest("a") + digest("b")).replace(/[^A-Za-z0-9]/g, "").slice(0, 32);
  };
  const v1Hash = (password: string) => {
    const salt = "00112233445566778899aabbccddeeff";
    return `scrypt$${salt}$${scryptSync(password, salt, 32).toString("hex")}`;
  };

  it("replaces derived keys, converts hashes (still valid), marks the development realm", async () => {
    const path = file("v1");
    const db = new Database(path);
    migrate(db, MIGRATIONS.filter((m) => m.version === 1));
    const insert = db.prepare("INSERT INTO users (email, delivery_email, full_name, password_hash, api_key, role, date_joined) VALUES (?, ?, ?, ?, ?, 400, '2026-01-01T00:00:00+00:00')");
    insert.run("hamlet@zulip.com", "hamlet@zulip.com", "Hamlet", v1Hash(DEV_PASSWORD), v1Key("hamlet@zulip.com"));
    insert.run("bot@zulip.com", "bot@zulip.com", "Bot", null, v1Key("bot@zulip.com"));
    db.close();

    const migrated = openDatabase(path);
    const rows = migrated.prepare("SELECT email, api_key, password_hash FROM users ORDER BY id").all() as any[];
    const versions = migrated.prepare("SELECT version FROM schema_migrations ORDER BY version").all();
    migrated.close();
    expect(versions).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
    for (const r of rows) {
      expect(r.api_key).toMatch(KEY);
      expect(r.api_key).not.toBe(v1Key(r.email));
    }
    expect(rows[0].password_hash).toMatch(/^\$scrypt\$ln=14,r=8,p=1\$/);
    expect(await verifyPassword(DEV_PASSWORD, rows[0].password_hash)).toBe(true);
    expect(await verifyPassword("wrong", rows[0].password_hash)).toBe(false);
    expect(needsRehash(rows[0].password_hash)).toBe(true);
    expect(rows[1].password_hash).toBeNull();

    // Marked: production refuses it; development serves it (the published password's hash is left as it is).
    expect(() => createApp({ db: path, production: true, log: () => {} })).toThrow(/holds the development realm/);
    const app = createApp({ db: path, log: () => {} });
    try {
      const res = await app.fetch(new Request("http://x/api/v1/fetch_api_key", { method: "POST", body: new URLSearchParams({ username: "hamlet@zulip.com", password: DEV_PASSWORD }) }));
      expect(((await res.json()) as any).api_key).toBe(rows[0].api_key);
    } finally {
      app.close();
    }
  });

  it("a hash made with weaker parameters is upgraded at the next successful login (not at a failed one)", async () => {
    const app = createApp({ db: ":memory:", production: true, log: () => {} });
    try {
      const owner = await createOwner(app.db, app.spec, { email: "owner@example.com", now: 1_700_000_000 });
      const weak = await hashPassword(owner.password, { ln: 12, r: 8, p: 1 });
      app.db.prepare("UPDATE users SET password_hash = ?").run(weak);
      const login = (password: string) =>
        app.fetch(new Request("http://x/api/v1/fetch_api_key", { method: "POST", body: new URLSearchParams({ username: owner.email, password }) }));
      const stored = () => (app.db.prepare("SELECT password_hash FROM users").get() as any).password_hash as string;
      expect((await login("wrong")).status).toBe(401);
      expect(stored()).toBe(weak);
      expect((await login(owner.password)).status).toBe(200);
      expect(stored()).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
      expect(await verifyPassword(owner.password, stored())).toBe(true);
    } finally {
      app.close();
    }
  });

  it("the development realm's published password is hashed cheaply on purpose; every other password with the full parameters", () => {
    const app = createApp({ db: ":memory:", log: () => {} });
    try {
      const hashes = app.db.prepare("SELECT DISTINCT password_hash FROM users WHERE password_hash IS NOT NULL").all() as any[];
      expect(hashes).toHaveLength(1);
      expect(parseHash(hashes[0].password_hash)?.params).toEqual(PUBLIC_PASSWORD_SCRYPT);
      expect(SCRYPT).toEqual({ ln: 15, r: 8, p: 1 });
    } finally {
      app.close();
    }
  });

  it("leaves random keys alone and does not mark a database without derived keys", () => {
    const db = new Database(":memory:");
    migrate(db, MIGRATIONS.filter((m) => m.version === 1));
    db.prepare("INSERT INTO users (email, delivery_email, full_name, api_key, role, date_joined) VALUES ('a@b.co', 'a@b.co', 'A', 'Xy7Xy7Xy7Xy7Xy7Xy7Xy7Xy7Xy7Xy7Xy', 100, '2026-01-01T00:00:00+00:00')").run();
    migrate(db);
    expect(db.prepare("SELECT api_key FROM users").get()).toEqual({ api_key: "Xy7Xy7Xy7Xy7Xy7Xy7Xy7Xy7Xy7Xy7Xy" });
    expect(db.prepare("SELECT * FROM realm_settings WHERE name = ?").get(DEV_REALM_MARKER)).toBeUndefined();
    db.close();
  });
});
