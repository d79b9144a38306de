// A cache on disk for what is derived from a spec file and costly to derive again at every start (the YAML parse, the
// dereferenced views): entries keyed by a SHA-256 of the spec's text (so an edited spec is never served stale) and by
// what was derived, as JSON. Written to a temporary file then renamed into place, so concurrent runs never read a
// half-written entry; any failure to read or write only means deriving again. TEAMCHAT_CACHE_DIR moves it (default:
// <tmpdir>/teamchat-cache); TEAMCHAT_CACHE=off turns it off.
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const VERSION = 1;

export function cacheDir(): string {
  return process.env.TEAMCHAT_CACHE_DIR ?? join(tmpdir(), "teamchat-cache");
}

const enabled = () => process.env.TEAMCHAT_CACHE !== "off";

export function specHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The cached value of `kind` for the spec text hashed `hash`, or `derive()` (then stored). */
export function cached<T>(hash: string, kind: string, derive: () => T): T {
  if (!enabled()) return derive();
  const file = join(cacheDir(), `v${VERSION}-${hash.slice(0, 32)}-${kind.replace(/[^A-Za-z0-9_.-]/g, "_")}.json`);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    // absent or unreadable: derive it
  }
  const value = derive();
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    mkdirSync(cacheDir(), { recursive: true });
    writeFileSync(tmp, JSON.stringify(value));
    renameSync(tmp, file);
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing written
    }
  }
  return value;
}
