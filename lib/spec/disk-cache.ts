// A cache on disk for what is derived from a spec file and costly to derive again at every start (the YAML parse, the
// dereferenced views): entries keyed by a SHA-256 of the spec's text (so an edited spec is never served stale) and by
// what was derived, as JSON. Written to a temporary file then renamed into place, so concurrent runs never read a
// half-written entry; any failure to read or write only means deriving again. TEAMCHAT_CACHE_DIR moves it (default:
// <tmpdir>/teamchat-cache-<uid>, 0700); TEAMCHAT_CACHE=off turns it off.
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const VERSION = 1;

/** The cache directory: TEAMCHAT_CACHE_DIR, else one per user under the temporary directory. */
export function cacheDir(): string {
  return process.env.TEAMCHAT_CACHE_DIR ?? join(tmpdir(), `teamchat-cache-${process.getuid?.() ?? "user"}`);
}

let usable: boolean | undefined;

/**
 * The cache holds code the suite runs (compiled validators): it is used only in a directory that belongs to this
 * user and that nobody else may write to (created so, 0700); anything else turns it off for the process.
 */
function enabled(): boolean {
  if (process.env.TEAMCHAT_CACHE === "off") return false;
  if (usable !== undefined) return usable;
  try {
    mkdirSync(cacheDir(), { recursive: true, mode: 0o700 });
    const st = statSync(cacheDir());
    usable = st.isDirectory() && (process.getuid === undefined || st.uid === process.getuid()) && (st.mode & 0o022) === 0;
  } catch {
    usable = false;
  }
  return usable;
}

export function specHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

const fileOf = (hash: string, kind: string, ext: string) => join(cacheDir(), `v${VERSION}-${hash.slice(0, 32)}-${kind.replace(/[^A-Za-z0-9_.-]/g, "_")}.${ext}`);

/** The cached value of `kind` for the spec text hashed `hash`, or `derive()` (then stored). */
export function cached<T>(hash: string, kind: string, derive: () => T): T {
  if (!enabled()) return derive();
  const text = cachedText(hash, kind, "json", () => JSON.stringify(derive()));
  return JSON.parse(text) as T;
}

/** The cached text of `kind` (`ext` names the file's kind), or `derive()` (then stored). */
export function cachedText(hash: string, kind: string, ext: string, derive: () => string): string {
  if (!enabled()) return derive();
  const file = fileOf(hash, kind, ext);
  try {
    return readFileSync(file, "utf8");
  } catch {
    // absent or unreadable: derive it
  }
  const text = derive();
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(tmp, text, { mode: 0o600 });
    renameSync(tmp, file);
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing written
    }
  }
  return text;
}
