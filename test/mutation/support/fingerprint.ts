// A rule's fingerprint: a hash of its source file and its area's private helpers (conformance/rules/<area>/_*.ts).
// The mutation suite names each test "<id> #<fingerprint>", so Stryker's incremental mode sees a rule whose code
// changed as a new test: mutants it killed are tested again, survivors it covers are retried. Helpers shared across
// areas (conformance/rules/shared/, the engine) are not in it: after changing them, run `npm run mutation -- --force`.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The files a rule or check id is written in, relative to the repository root. */
export function sourcesOf(id: string, list: (dir: string) => string[]): string[] {
  if (id.startsWith("checks/")) return [`conformance/checks/${id.slice("checks/".length)}.ts`];
  const area = id.slice(0, id.indexOf("/"));
  const dir = `conformance/rules/${area}`;
  const own = list(dir)
    .filter((f) => f.startsWith("_") && f.endsWith(".ts"))
    .sort()
    .map((f) => `${dir}/${f}`);
  return [`conformance/rules/${id}.ts`, ...own];
}

/** 8 hex digits of the SHA-256 of the sources, each read with `read` (the working tree, or a git revision). */
export function fingerprint(id: string, read: (file: string) => string, list: (dir: string) => string[]): string {
  const hash = createHash("sha256");
  for (const file of sourcesOf(id, list)) hash.update(file).update("\0").update(read(file)).update("\0");
  return hash.digest("hex").slice(0, 8);
}

/** The working tree's fingerprint of `id`. */
export const workingFingerprint = (root: string, id: string) =>
  fingerprint(
    id,
    (f) => readFileSync(path.join(root, f), "utf8"),
    (d) => readdirSync(path.join(root, d)),
  );
