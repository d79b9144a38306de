import { changesNothing } from "../../conformance/engine/context.ts";
// The registry is a plain map whose ids are the rules' file paths, and every rule declares what the engine needs.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { REGISTRY, RULES } from "../../conformance/rules/registry.ts";
import { CHECKS } from "../../conformance/checks/index.ts";
import { accountRoles } from "../../conformance/engine/accounts.ts";
import { levelRangeProblems } from "../../conformance/engine/levels.ts";
import { specModel } from "../../conformance/engine/spec.ts";
import { specFacts } from "../../lib/spec/index.ts";

const CONFORMANCE_DIR = fileURLToPath(new URL("../../conformance", import.meta.url));
const RULES_DIR = join(CONFORMANCE_DIR, "rules");

/** Every .ts file under a directory. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("rule registry", () => {
  const full = specModel(Number.MAX_SAFE_INTEGER);
  const facts = specFacts();
  const roles = accountRoles(facts);

  it("ids are unique and name the rule's file", () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const [id, rule] of Object.entries(REGISTRY)) {
      expect(rule.id).toBe(id);
      expect(existsSync(new URL(`../../conformance/rules/${id}.ts`, import.meta.url)), id).toBe(true);
    }
  });

  it("every rule cites the seed and names operations of the spec, roles and level range", () => {
    for (const r of RULES) {
      expect(r.title && r.seed, r.id).toBeTruthy();
      expect(r.operations.length, r.id).toBeGreaterThan(0);
      for (const op of r.operations) expect(full.operations.some((o) => o.key === op), `${r.id}: ${op}`).toBe(true);
      for (const role of r.roles) expect(roles, r.id).toContain(role);
      const left = [...r.roles];
      for (const role of r.passwords ?? []) {
        expect(left, `${r.id}: passwords lists ${role} beyond its roles`).toContain(role);
        left.splice(left.indexOf(role), 1);
      }
    }
  });

  it("every since/until (of rules and checks) names a spec element with that level event, and ranges are not empty", () => {
    expect(levelRangeProblems(facts, [...CHECKS, ...RULES])).toEqual([]);
    for (const r of RULES) {
      for (const ref of [r.since, r.until]) if (ref !== undefined) expect(typeof ref, `${r.id}: a level is named, never a number`).toBe("string");
    }
  });

  it("a rule not declared writing names only operations that change nothing", () => {
    const undeclared = RULES.filter((r) => !r.writes).flatMap((r) => [...r.operations, ...(r.uses ?? [])].filter((o) => !changesNothing(o)).map((o) => `${r.id}: ${o}`));
    expect(undeclared).toEqual([]);
  });

  it("an area's files import no other area's files (helpers of several areas live in rules/shared)", () => {
    const areas = readdirSync(RULES_DIR).filter((d) => statSync(join(RULES_DIR, d)).isDirectory() && d !== "shared");
    const crossing = sources(RULES_DIR).flatMap((file) => {
      const area = relative(RULES_DIR, file).split("/")[0];
      return [...readFileSync(file, "utf8").matchAll(/from "\.\.\/([a-z-]+)\//g)]
        .filter((m) => areas.includes(m[1]) && m[1] !== area)
        .map((m) => `${relative(RULES_DIR, file)} imports from ${m[1]}/`);
    });
    expect(crossing).toEqual([]);
  });

  it("no x-errors msg of the spec is written in the suite's code (errors are expected by key)", () => {
    const msgs = [...facts.errorKeys().keys()].map((k) => facts.error(k).template).filter((m): m is string => !!m);
    // The text before the first placeholder, at least a few words long, identifies a msg.
    const stems = [...new Set(msgs.map((m) => m.split("<")[0].replace(/[\s:]+$/, "")))].filter((t) => t.length >= 10);
    const found = sources(CONFORMANCE_DIR).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return stems.filter((t) => text.includes(t)).map((t) => `${relative(CONFORMANCE_DIR, file)}: "${t}"`);
    });
    expect(found).toEqual([]);
  });

  it("check ids and rule ids do not collide", () => {
    const checkIds = new Set(CHECKS.map((c) => c.id));
    expect(RULES.filter((r) => checkIds.has(r.id))).toEqual([]);
  });
});
