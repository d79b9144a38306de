/**
 * action.yml, the repository's GitHub Action, checked for what GitHub would refuse or silently get wrong: a
 * composite action whose every `${{ inputs.X }}` names a declared input, whose every input is used, whose `run`
 * steps name their shell, whose outputs come from a step that exists, and whose `uses:` are pinned. Its steps are
 * run locally for real in test/package/pack.test.ts (installing the packed tarball and running the suite against the
 * installed server, test/package/action-steps.ts); what cannot run here is actions/setup-node and GitHub's
 * rendering of the step summary and annotations.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expressions, readAction } from "./action-steps.ts";

const action = readAction();
const steps = action.runs.steps;
const stepText = (s: (typeof steps)[number]) => [s.run ?? "", ...Object.values(s.env ?? {}), ...Object.values(s.with ?? {}), s["working-directory"] ?? ""].join("\n");

describe("action.yml", () => {
  it("is a composite action with a name, a description and documented inputs and outputs", () => {
    expect(action.name).toBeTruthy();
    expect(action.description).toBeTruthy();
    expect(action.runs.using).toBe("composite");
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(input.description, name).toBeTruthy();
      if (!input.required) expect(typeof input.default, `${name}: an optional input has a string default`).toBe("string");
    }
    expect(action.inputs.url.required).toBe(true);
    for (const name of ["url", "dev", "accounts", "args"]) expect(Object.keys(action.inputs)).toContain(name);
    for (const [name, output] of Object.entries(action.outputs)) expect(output.description && output.value, name).toBeTruthy();
  });

  it("uses only inputs it declares, and every input it declares", () => {
    const used = new Set<string>();
    for (const step of steps) {
      for (const expr of expressions(stepText(step))) {
        const m = /^inputs\.([\w-]+)$/.exec(expr);
        if (m) used.add(m[1]);
        else expect(expr, `an expression of step "${step.name}"`).toMatch(/^(github\.(action_path|workspace)|steps\.[\w-]+\.outputs\.[\w-]+)$/);
      }
    }
    expect([...used].filter((n) => !(n in action.inputs))).toEqual([]);
    expect(Object.keys(action.inputs).filter((n) => !used.has(n))).toEqual([]);
  });

  it("never puts an input into a script's text (injection): inputs reach the scripts through env", () => {
    for (const step of steps) if (step.run) expect(expressions(step.run), step.name).toEqual([]);
  });

  it("names the shell of every run step, pins every action it uses, and takes its outputs from steps that write them", () => {
    for (const step of steps) {
      expect(Boolean(step.run) !== Boolean(step.uses), `step "${step.name}": run or uses`).toBe(true);
      if (step.run) expect(step.shell, step.name).toBe("bash");
      if (step.uses) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
    }
    const ids = new Map(steps.filter((s) => s.id).map((s) => [s.id!, s]));
    for (const [name, output] of Object.entries(action.outputs)) {
      const m = /^\$\{\{\s*steps\.([\w-]+)\.outputs\.([\w-]+)\s*\}\}$/.exec(output.value);
      expect(m, name).not.toBeNull();
      const step = ids.get(m![1]);
      expect(step, `output ${name}: step ${m![1]}`).toBeDefined();
      expect(step!.run).toContain(`echo "${m![2]}=`);
      expect(step!.run).toContain("$GITHUB_OUTPUT");
    }
  });

  it("runs teamchat-conformance with the url, dev or accounts, the extra args, a JUnit report and the github reporter", () => {
    const run = steps.find((s) => s.id === "run")!;
    expect(run.env).toMatchObject({ TEAMCHAT_URL: "${{ inputs.url }}", TEAMCHAT_ACCOUNTS: "${{ inputs.accounts }}", TEAMCHAT_ARGS: "${{ inputs.args }}" });
    expect(run.run).toContain('--url "$TEAMCHAT_URL"');
    expect(run.run).toContain("--reporter github");
    expect(run.run).toMatch(/--reporter "junit=\$junit"/);
  });

  it("its scripts are valid bash (bash -n)", () => {
    const dir = mkdtempSync(join(tmpdir(), "teamchat-action-"));
    try {
      for (const [i, step] of steps.entries()) {
        if (!step.run) continue;
        const file = join(dir, `step-${i}.sh`);
        writeFileSync(file, step.run);
        const r = spawnSync("bash", ["-n", file], { encoding: "utf8" });
        expect(r.status, `${step.name}: ${r.stderr}`).toBe(0);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
