// Opens the SQLite database: WAL journal (data survives kill -9), foreign keys, and the migrations.
// better-sqlite3 (a native module) is loaded on the first open, not on import: the package lists it as an optional
// peer dependency, so that installing the conformance suite or the client never compiles it; only the reference
// server needs it, and says so in one line when it is missing.
import type Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { migrate } from "./migrations.ts";

export type DB = Database.Database;

/** What the server says when better-sqlite3 is not installed (the package's bin prints it too). */
export const MISSING_SQLITE = "the reference server needs better-sqlite3: npm install better-sqlite3";

let sqlite: typeof Database | undefined;

function loadSqlite(): typeof Database {
  if (sqlite) return sqlite;
  try {
    sqlite = createRequire(import.meta.url)("better-sqlite3") as typeof Database;
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === "MODULE_NOT_FOUND" && /better-sqlite3/.test(err.message)) {
      throw Object.assign(new Error(MISSING_SQLITE), { code: "TEAMCHAT_MISSING_SQLITE" });
    }
    throw e;
  }
  return sqlite;
}

export function openDatabase(file: string): DB {
  const Sqlite = loadSqlite();
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Sqlite(file);
  db.pragma("journal_mode = WAL");
  // NORMAL is durable against a killed process in WAL mode (only a power loss can drop the last commit).
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}
