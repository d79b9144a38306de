// A team's own rules (--rules FILE_OR_GLOB): modules declaring rules as ours do (the fields of rule(), see
// conformance/rules/types.ts), run beside the seed rules in every phase and reporter. A module exports its rules as
// `default` (one rule or an array) and/or `rules` (an array); any other export that looks like a rule is taken too.
//   - .mjs and .js are imported by Node as they are (the installed package);
//   - .ts is imported where the process can import TypeScript: under tsx (the repository's `npm run conformance`, or
//     `npx tsx node_modules/.bin/teamchat-conformance`), or on a Node that strips types itself. Otherwise the file is
//     refused with what to do.
// A user rule's `statements` are optional and free: the team's own requirement ids. They are never checked against
// the seed's statements (conformance/coverage/statements.yaml) and never count in the seed coverage map. `seed`
// defaults to "user rule (<file>)"; `writes` to false, as in rule().
import { readdirSync, statSync } from "node:fs";
import { basename, extname, isAbsolute, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { globToRegExp } from "./glob.ts";
import { AssertionError } from "node:assert";
import type { Rule, RuleContext } from "../rules/types.ts";
import { expectError, expectSuccess, expectThat, show } from "../rules/expect.ts";
import { Violation } from "./violation.ts";

export class UserRuleError extends Error {}

const EXTENSIONS = new Set([".mjs", ".js", ".ts", ".mts", ".cjs"]);

/** The files a --rules value names: a file, a directory (its rule files, not recursively), or a glob. */
export function expandRuleFiles(pattern: string, cwd: string = process.cwd()): string[] {
  const abs = isAbsolute(pattern) ? pattern : resolve(cwd, pattern);
  if (!/[*?[]/.test(pattern)) {
    let st;
    try {
      st = statSync(abs);
    } catch {
      throw new UserRuleError(`--rules ${pattern}: no such file`);
    }
    if (st.isDirectory()) {
      const files = readdirSync(abs).filter((f) => EXTENSIONS.has(extname(f)) && !f.endsWith(".d.ts") && !/\.test\./.test(f)).sort().map((f) => join(abs, f));
      if (!files.length) throw new UserRuleError(`--rules ${pattern}: a directory with no .mjs, .js or .ts file`);
      return files;
    }
    return [abs];
  }
  // The glob's directory part before the first wildcard is walked; "*" within a segment, "**" across.
  const parts = abs.split("/");
  const firstWild = parts.findIndex((p) => /[*?[]/.test(p));
  const root = parts.slice(0, firstWild).join("/") || "/";
  const re = globToRegExp(abs.replace(/\?/g, "*"));
  const out: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 12) return;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name === "node_modules" || e.name.startsWith(".")) continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p, depth + 1);
      else if (re.test(p) && EXTENSIONS.has(extname(p)) && !p.endsWith(".d.ts")) out.push(p);
    }
  };
  walk(root, 0);
  if (!out.length) throw new UserRuleError(`--rules ${pattern}: matches no .mjs, .js or .ts file`);
  return out.sort();
}

function looksLikeRule(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === "object" && typeof (v as { id?: unknown }).id === "string" && typeof (v as { run?: unknown }).run === "function";
}

/** The rules a module exports. */
function rulesOf(mod: Record<string, unknown>): unknown[] {
  const found: unknown[] = [];
  const add = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(add);
    else if (v && !found.includes(v)) found.push(v);
  };
  if (mod.default !== undefined) add(mod.default);
  if (mod.rules !== undefined) add(mod.rules);
  for (const [k, v] of Object.entries(mod)) if (k !== "default" && k !== "rules" && looksLikeRule(v)) add(v);
  return found;
}

/**
 * A declaration checked field by field (one line naming the file, the rule and the field) and completed as rule()
 * completes ours. `roles` are checked against `roles` (the spec's role names and bot), `operations` against the
 * spec's operation keys.
 */
export function userRule(decl: unknown, file: string, known: { roles: readonly string[]; operations: readonly string[] }): Rule {
  const where = (field: string) => `${file}: rule ${typeof (decl as { id?: unknown })?.id === "string" ? (decl as { id: string }).id : "?"}: ${field}`;
  if (!decl || typeof decl !== "object") throw new UserRuleError(`${file}: an export is not a rule object`);
  const d = decl as Record<string, unknown>;
  if (typeof d.id !== "string" || !/^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)+$/i.test(d.id)) throw new UserRuleError(where(`"id" must be "<area>/<name>" (e.g. "acme/no-secrets"), got ${JSON.stringify(d.id)}`));
  if (typeof d.title !== "string" || !d.title.trim()) throw new UserRuleError(where(`"title" must be a non-empty string`));
  if (typeof d.run !== "function") throw new UserRuleError(where(`"run" must be an async function (ctx) => { ... }`));
  const strings = (name: string, v: unknown) => {
    if (v === undefined) return [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== "string")) throw new UserRuleError(where(`"${name}" must be an array of strings`));
    return v as string[];
  };
  const operations = strings("operations", d.operations);
  const unknownOp = operations.find((o) => !known.operations.includes(o));
  if (unknownOp) throw new UserRuleError(where(`operation "${unknownOp}" is not in the spec (write it as "METHOD /path" with the spec's template, e.g. "GET /streams/{stream_id}")`));
  const roles = strings("roles", d.roles);
  const badRole = [...roles, ...strings("passwords", d.passwords)].find((r) => !known.roles.includes(r));
  if (badRole) throw new UserRuleError(where(`unknown role "${badRole}"; roles: ${known.roles.join(", ")}`));
  for (const f of ["writes", "slow"]) if (d[f] !== undefined && typeof d[f] !== "boolean") throw new UserRuleError(where(`"${f}" must be true or false`));
  for (const f of ["since", "until", "seed"]) if (d[f] !== undefined && typeof d[f] !== "string") throw new UserRuleError(where(`"${f}" must be a string`));
  const run = d.run as (ctx: RuleContext, helpers: UserRuleHelpers) => Promise<void>;
  return {
    ...(d as unknown as Rule),
    // The second argument carries the seed rules' helpers (they throw the suite's Violation, a finding); a failed
    // node:assert assertion is a finding too, so a rule file needs no import at all.
    run: async (ctx: RuleContext) => {
      try {
        await run(ctx, HELPERS);
      } catch (err) {
        if (err instanceof AssertionError) {
          throw new Violation({ title: err.message.split("\n")[0], expected: show(err.expected), received: show(err.actual) });
        }
        throw err;
      }
    },
    id: d.id,
    title: d.title,
    seed: typeof d.seed === "string" ? d.seed : `user rule (${basename(file)})`,
    statements: strings("statements", d.statements),
    operations,
    roles: roles as Rule["roles"],
    writes: d.writes === true,
    user: file,
  } as Rule & { user: string };
}

/** The second argument of a user rule's run(ctx, helpers): the assertions the seed rules use. */
export interface UserRuleHelpers {
  /** The body of a success envelope; else a finding ("<what> failed"). */
  expectSuccess: typeof expectSuccess;
  /** The error the spec's x-errors row `key` documents; else a finding. */
  expectError: typeof expectError;
  /** A finding with this title, expected and received unless `condition` holds. */
  expectThat: typeof expectThat;
  /** A short printable form of a value for `received`. */
  show: typeof show;
  /** Throw `new Violation({ title, expected, received, exchange })` for a finding of your own making. */
  Violation: typeof Violation;
}

const HELPERS: UserRuleHelpers = { expectSuccess, expectError, expectThat, show, Violation };

/** Whether this process can import a .ts module (tsx's loader, or a Node that strips types). */
function canImportTypeScript(): boolean {
  const flags = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].join(" ");
  if (/tsx|strip-types|transform-types/.test(flags)) return true;
  if ((process as { features?: { typescript?: unknown } }).features?.typescript) return true;
  // This very module running as TypeScript: a loader (tsx) is in place.
  return import.meta.url.endsWith(".ts");
}

/**
 * Loads the rules of every file the patterns name. Ids must be new (not a seed rule's, not another user rule's).
 * Every mistake is one line (UserRuleError) naming the file.
 */
export async function loadUserRules(patterns: readonly string[], known: { roles: readonly string[]; operations: readonly string[]; ids: readonly string[] }, cwd: string = process.cwd()): Promise<Rule[]> {
  const files = [...new Set(patterns.flatMap((p) => expandRuleFiles(p, cwd)))];
  const out: Rule[] = [];
  const ids = new Set(known.ids);
  for (const file of files) {
    const rel = relative(cwd, file);
    const shown = rel && !rel.startsWith("..") ? rel : file;
    if ((extname(file) === ".ts" || extname(file) === ".mts") && !canImportTypeScript()) {
      throw new UserRuleError(`${shown}: TypeScript rules need tsx (npx tsx node_modules/.bin/teamchat-conformance ...) or Node 22.6+ with --experimental-strip-types; or write the rule as .mjs`);
    }
    let mod: Record<string, unknown>;
    try {
      mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    } catch (err) {
      const e = err as Error;
      throw new UserRuleError(`${shown}: cannot load it: ${e.message.split("\n")[0]}`);
    }
    const decls = rulesOf(mod);
    if (!decls.length) throw new UserRuleError(`${shown}: exports no rule (export default rule({...}) or export const rules = [...])`);
    for (const decl of decls) {
      const r = userRule(decl, shown, known);
      if (ids.has(r.id)) throw new UserRuleError(`${shown}: rule ${r.id}: the id is already taken${known.ids.includes(r.id) ? " by a rule of the suite" : ""}; give it your own area (e.g. acme/${r.id.split("/").pop()})`);
      ids.add(r.id);
      out.push(r);
    }
  }
  return out;
}
