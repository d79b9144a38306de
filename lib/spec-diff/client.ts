// What a client meets: for the typed client's call sites in one source file (`chat.POST("/invites", ...)`), the
// changes between the client's minimum level and a server's level in the operations it calls, and (with
// `typecheck`) the generated types of both levels compared as types: parameters and bodies written for level A
// must type-check against B's, and B's responses must type-check where A's were read.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listOperations, specAtLevel, type JsonObject } from "../spec/index.ts";
import { explains, levelEvents } from "./events.ts";
import { IMPACT_LABEL, type Change, type DiffResult } from "./model.ts";
import { seedWordsByLevel } from "./seed.ts";
import { SpecViews } from "./views.ts";
import { Differ } from "./walk.ts";
import { byLevel } from "./diff.ts";

export interface CallSite {
  operation: string;
  line: number;
}

/** The typed client's calls in a source file: `.GET("/path"`, `.POST('/path'`, ... with their lines. */
export function callSites(source: string): CallSite[] {
  const out: CallSite[] = [];
  const re = /\.(GET|POST|PATCH|PUT|DELETE)\(\s*(["'`])(\/[^"'`]*)\2/g;
  for (const m of source.matchAll(re)) out.push({ operation: `${m[1]} ${m[3]}`, line: source.slice(0, m.index).split("\n").length });
  return out;
}

export interface TypeProblem {
  operation: string;
  /** request parameters, request body or response. */
  part: string;
  message: string;
}

export interface ClientReport extends DiffResult {
  sites: CallSite[];
  /** Operations the file calls that the spec does not have at either level. */
  unknown: string[];
  types?: TypeProblem[];
}

/** The net changes between two levels in the operations a client file calls, each with the level that records it. */
export function clientMeets(raw: JsonObject, source: string, from: number, to: number): ClientReport {
  const sites = callSites(source);
  const used = new Set(sites.map((s) => s.operation));
  const views = new SpecViews(raw, "openapi.yaml");
  const changes = new Differ({ doc: views.at(from), level: from }, { doc: views.at(to), level: to }).run();
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  const events = levelEvents(raw).filter((e) => e.structural && e.level > lo && e.level <= hi);
  const seed = seedWordsByLevel();
  const merged = new Map<string, Change>();
  for (const { op, ...c } of changes) {
    if (!used.has(op)) continue;
    const key = `${c.element}|${c.action}|${c.direction}|${c.detail}`;
    const known = merged.get(key);
    if (known) {
      if (!known.operations.includes(op)) known.operations.push(op);
      continue;
    }
    const levels = events.filter((e) => explains(e, c)).map((e) => e.level);
    const level = levels.length ? (to >= from ? Math.max(...levels) : Math.min(...levels)) : undefined;
    merged.set(key, { ...c, operations: [op], level, recorded: level !== undefined, seen: true, seed: level !== undefined ? seed.get(level) : undefined });
  }
  const known = new Set([...listOperations(views.at(from)), ...listOperations(views.at(to))].map((o) => `${o.method.toUpperCase()} ${o.path}`));
  return {
    mode: "levels",
    from: `level ${from}`,
    to: `level ${to}`,
    changes: [...merged.values()].sort(byLevel),
    unseen: [],
    sites,
    unknown: [...used].filter((op) => !known.has(op)).sort(),
  };
}

/**
 * The generated types (openapi-typescript) of both levels, compared as types for each operation the file calls.
 * Needs openapi-typescript and typescript (dev dependencies of the toolchain); throws a one-line Error without them.
 */
export async function typeProblems(raw: JsonObject, operations: string[], from: number, to: number): Promise<TypeProblem[]> {
  const require = createRequire(import.meta.url);
  let ts: typeof import("typescript");
  let openapiTS: typeof import("openapi-typescript");
  try {
    ts = require("typescript");
    openapiTS = await import("openapi-typescript");
  } catch {
    throw new Error("--typecheck needs the packages openapi-typescript and typescript (npm install -D openapi-typescript typescript)");
  }
  const dir = mkdtempSync(join(tmpdir(), "teamchat-spec-types-"));
  try {
    const ids = new Map<string, string>();
    for (const [name, level] of [["a", from], ["b", to]] as const) {
      const view = specAtLevel(raw, level);
      for (const o of listOperations(view)) if (name === "a") ids.set(`${o.method.toUpperCase()} ${o.path}`, o.operationId);
      const ast = await openapiTS.default(view as any, { silent: true });
      writeFileSync(join(dir, `${name}.ts`), openapiTS.astToString(ast));
    }
    const bOps = new Set(listOperations(specAtLevel(raw, to)).map((o) => `${o.method.toUpperCase()} ${o.path}`));
    const lines = [
      'import type { operations as A } from "./a.ts";',
      'import type { operations as B } from "./b.ts";',
      'type Form<T> = T extends { content: { "application/x-www-form-urlencoded": infer F } } ? F : T extends { content: { "application/json": infer J } } ? J : never;',
      'type Json<T> = T extends { content: { "application/json": infer J } } ? J : never;',
      "type P<T, K extends string> = T extends { parameters: infer X } ? (K extends keyof X ? NonNullable<X[K]> : {}) : {};",
      "type Body<T> = T extends { requestBody?: infer R } ? Form<NonNullable<R>> : {};",
      "type Ok<T> = T extends { responses: { 200: infer R } } ? Json<R> : never;",
    ];
    const where = new Map<number, { operation: string; part: string }>();
    const add = (operation: string, part: string, code: string) => {
      where.set(lines.length + 1, { operation, part });
      lines.push(code);
    };
    let i = 0;
    for (const op of operations) {
      const id = ids.get(op);
      if (!id || !bOps.has(op)) continue;
      const a = `A[${JSON.stringify(id)}]`;
      const b = `B[${JSON.stringify(id)}]`;
      i++;
      for (const k of ["query", "path"]) {
        add(op, `${k} parameters`, `declare const p${k}${i}: P<${a}, "${k}">; export const q${k}${i}: P<${b}, "${k}"> = p${k}${i};`);
        add(op, `${k} parameters no longer taken`, `export const r${k}${i}: never = null as unknown as Exclude<keyof P<${a}, "${k}">, keyof P<${b}, "${k}">>;`);
      }
      add(op, "request body", `declare const ba${i}: Body<${a}>; export const bb${i}: Body<${b}> = ba${i};`);
      add(op, "request fields no longer taken", `export const bk${i}: never = null as unknown as Exclude<keyof Body<${a}>, keyof Body<${b}>>;`);
      add(op, "response", `declare const ra${i}: Ok<${b}>; export const rb${i}: Ok<${a}> = ra${i};`);
    }
    const check = join(dir, "check.ts");
    writeFileSync(check, `${lines.join("\n")}\n`);
    const program = ts.createProgram([check], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      allowImportingTsExtensions: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      types: [],
    });
    const out: TypeProblem[] = [];
    for (const d of ts.getPreEmitDiagnostics(program)) {
      if (!d.file || d.file.fileName !== check.replace(/\\/g, "/") || d.start === undefined) continue;
      const line = d.file.getLineAndCharacterOfPosition(d.start).line + 1;
      const at = where.get(line);
      if (!at) continue;
      const text = ts.flattenDiagnosticMessageText(d.messageText, " / ").replace(/\s+/g, " ");
      out.push({ ...at, message: text.length > 400 ? `${text.slice(0, 400)}…` : text });
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatClientText(r: ClientReport, file: string): string {
  const lines = [`teamchat-spec diff --client ${file}: ${r.sites.length} call site(s) of ${new Set(r.sites.map((s) => s.operation)).size} operation(s); a client at ${r.from} on a server at ${r.to}`];
  for (const op of r.unknown) lines.push(`  [error] ${op} (line ${r.sites.filter((s) => s.operation === op).map((s) => s.line).join(", ")}) is not an operation of the spec at either level`);
  const byOp = new Map<string, Change[]>();
  for (const c of r.changes) for (const op of c.operations) (byOp.get(op) ?? byOp.set(op, []).get(op)!).push(c);
  for (const [op, list] of [...byOp].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push("", `${op} (line ${r.sites.filter((s) => s.operation === op).map((s) => s.line).join(", ")})`);
    for (const c of list) lines.push(`  [${IMPACT_LABEL[c.impact]}] ${c.element}: ${c.detail}${c.level !== undefined ? ` (level ${c.level})` : ""}`);
  }
  if (r.types) {
    lines.push("", r.types.length ? "does not type-check against the other level's generated types:" : "the generated types of both levels type-check for every call");
    for (const t of r.types) lines.push(`  ${t.operation}: ${t.part}: ${t.message}`);
  }
  if (!r.changes.length && !r.unknown.length) lines.push("", "no operation the file calls differs between the two levels");
  return `${lines.join("\n")}\n`;
}
