// Prepared-statement cache and small query helpers shared by the repositories.
import type Database from "better-sqlite3";
import type { DB } from "./connection.ts";

const caches = new WeakMap<DB, Map<string, Database.Statement>>();

export function stmt(db: DB, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let s = cache.get(sql);
  if (!s) cache.set(sql, (s = db.prepare(sql)));
  return s;
}

export const one = <T>(db: DB, sql: string, ...args: unknown[]) => stmt(db, sql).get(...args) as T | undefined;
export const all = <T>(db: DB, sql: string, ...args: unknown[]) => stmt(db, sql).all(...args) as T[];
export const run = (db: DB, sql: string, ...args: unknown[]) => stmt(db, sql).run(...args);
export const insertId = (db: DB, sql: string, ...args: unknown[]) => Number(stmt(db, sql).run(...args).lastInsertRowid);

/** SQLite stores booleans as 0/1. */
export const b = (v: unknown) => v === 1 || v === true;
export const int = (v: boolean) => (v ? 1 : 0);
