// Reads tables straight out of the seed, so tests check the spec against the seed itself rather than a copy.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The team's shared folder next to the checkout: the authority (the seed, real Zulip responses). */
export const LIVE_SHARED_DIR = fileURLToPath(new URL("../../../shared/", import.meta.url));
/**
 * An exact copy of it committed with the tests, for clones that have no shared folder beside them (CI). When both
 * exist, shared-snapshot.test.ts fails on any difference, so the copy cannot drift from the authority.
 */
export const SNAPSHOT_SHARED_DIR = fileURLToPath(new URL("../fixtures/shared/", import.meta.url));
export const SHARED_DIR = existsSync(`${LIVE_SHARED_DIR}seed`) ? LIVE_SHARED_DIR : SNAPSHOT_SHARED_DIR;
export const SEED_DIR = `${SHARED_DIR}seed/`;
export const REFERENCE_DIR = `${SHARED_DIR}zulip-reference/`;

export function seedText(): string {
  const file = readdirSync(SEED_DIR).find((f) => f.endsWith(".txt"));
  if (!file) throw new Error(`no seed text in ${SEED_DIR}`);
  return readFileSync(SEED_DIR + file, "utf8");
}

/** The rows of the first markdown table whose header row is exactly `columns`, as objects keyed by column. */
export function seedTable(columns: string[], text = seedText()): Record<string, string>[] {
  const lines = text.split("\n");
  const cells = (line: string) => line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
  const start = lines.findIndex((l) => l.trim().startsWith("|") && cells(l).join("|") === columns.join("|"));
  if (start < 0) throw new Error(`no table with columns ${columns.join(", ")} in the seed`);
  const rows: Record<string, string>[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith("|")) break;
    const values = cells(line);
    rows.push(Object.fromEntries(columns.map((c, i) => [c, values[i] ?? ""])));
  }
  return rows;
}

/** "POST /users/me/muted_users/{id}" style endpoint names of the seed, normalized to method + path regex. */
export function endpointMatcher(endpoint: string): { method: string; path: RegExp } {
  const [method, path] = endpoint.trim().split(/\s+/);
  const pattern = path.replace(/\{[^}]+\}/g, "\\{[^}]+\\}").replace(/\//g, "\\/");
  return { method: method.toLowerCase(), path: new RegExp(`^${pattern}$`) };
}
