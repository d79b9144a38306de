// A fact of the seed lives once, in openapi.yaml: code asks lib/spec for a level, a role code or an error msg by
// name. This test fails when one of them appears as a literal in server/, conformance/ or client/ code.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { collectLevels, loadSpec, readSpec, specFacts } from "../../lib/spec/index.ts";

const ROOT = join(import.meta.dirname, "../..");
const DIRS = ["server", "conformance", "client"];

/**
 * Lines where a literal is genuinely needed, each with why. Keep this short: a new entry needs a reason a reviewer
 * accepts.
 */
const ALLOWED: { file: string; contains: string; why: string }[] = [];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.(ts|mts|mjs)$/.test(name)) out.push(p);
  }
  return out;
}

const files = DIRS.flatMap((d) => sources(join(ROOT, d))).map((p) => ({ file: relative(ROOT, p), lines: readFileSync(p, "utf8").split("\n") }));
const allowed = (file: string, line: string) => ALLOWED.some((a) => a.file === file && line.includes(a.contains));
/** Code without its comments (a comment may quote the seed). */
const code = (line: string) => line.replace(/\/\/.*$/, "").replace(/\/\*.*?\*\//g, "");

function offenders(test: (line: string) => boolean): string[] {
  const out: string[] = [];
  for (const { file, lines } of files)
    lines.forEach((line, i) => {
      if (test(code(line)) && !allowed(file, line)) out.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  return out;
}

const levels = new Set([...collectLevels(readSpec()).keys()]);
const facts = specFacts();

describe("no seed fact is copied into code", () => {
  it("no literal feature level", () => {
    const comparison = /\blevel\w*\s*(>=|<=|>|<|===|!==)\s*(\d+)|(\d+)\s*(>=|<=|>|<)\s*(ctx\.|this\.)?level\b/i;
    const declared = /\b(since|until|sinceLevel|untilLevel)\s*[:(]\s*(\d+)/;
    expect(
      offenders((line) => {
        const m = comparison.exec(line) ?? declared.exec(line);
        const n = m && Number(m[2] ?? m[3]);
        return n !== null && n !== undefined && (levels.has(n) || n > 0);
      }),
    ).toEqual([]);
  });

  it("no literal role code", () => {
    const codes = facts.roles.map((r) => r.code).join("|");
    const names = facts.roles.map((r) => r.name).join("|");
    const near = new RegExp(`(\\brole\\w*|invite_as|\\b(${names})\\b)[^;,]{0,20}?\\b(${codes})\\b|\\b(${codes})\\b[^;,]{0,20}?(\\brole\\w*|invite_as)`, "i");
    expect(offenders((line) => near.test(line) && !/\bstatus\b/i.test(line))).toEqual([]);
  });

  it("no x-errors msg", () => {
    const msgs = [...facts.errorKeys().keys()].map((k) => facts.error(k).template).filter((m): m is string => !!m);
    // A msg with a placeholder is matched by its text before the placeholder.
    const texts = [...new Set(msgs.map((m) => m.split("<")[0].trim()))].filter((t) => t.length >= 8);
    expect(texts.length).toBeGreaterThan(10);
    const quoted = texts.map((t) => new RegExp(`["'\`]${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    expect(offenders((line) => quoted.some((q) => q.test(line)))).toEqual([]);
  });

  it("the spec has what this test reads", () => {
    expect(levels.size).toBeGreaterThan(40);
    expect(loadSpec().components.schemas.Role["x-enum-names"]).toBeDefined();
  });
});
