// The repository's GitHub Action (action.yml) read as GitHub reads it, and its `run` steps executed locally the way
// a runner executes a composite action's steps: `${{ inputs.* }}`, `${{ github.* }}` and `${{ steps.* }}`
// expressions substituted, the step's env set, `bash --noprofile --norc -eo pipefail <file>` (GitHub's `shell: bash`),
// and the GITHUB_ENV / GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files a runner provides. `uses:` steps (actions/setup-node)
// are left out: Node is the one running the test.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { runGroup } from "../support/processes.ts";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface ActionInput {
  description: string;
  required?: boolean;
  default?: string;
}

export interface ActionStep {
  name?: string;
  id?: string;
  uses?: string;
  with?: Record<string, string>;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  "working-directory"?: string;
}

export interface Action {
  name: string;
  description: string;
  inputs: Record<string, ActionInput>;
  outputs: Record<string, { description: string; value: string }>;
  runs: { using: string; steps: ActionStep[] };
}

export function readAction(): Action {
  return parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as Action;
}

/** Every `${{ ... }}` expression of a text. */
export function expressions(text: string): string[] {
  return [...text.matchAll(/\$\{\{\s*(.*?)\s*\}\}/g)].map((m) => m[1]);
}

export interface LocalRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** What the steps wrote to GITHUB_OUTPUT, by step id. */
  outputs: Record<string, Record<string, string>>;
  /** What they wrote to GITHUB_ENV. */
  env: Record<string, string>;
  summary: string;
}

const readKeyValues = (file: string) =>
  Object.fromEntries(
    readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => l.includes("="))
      .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
  );

/**
 * Runs the action's `run` steps in order with `inputs` (defaults filled in), in `workspace`, with `runnerTemp` as
 * RUNNER_TEMP; stops at the first step that fails, as a runner does. `baseEnv` is the environment every step starts
 * from (the runner's).
 */
export async function runActionLocally(
  inputs: Record<string, string>,
  { workspace, runnerTemp, baseEnv, timeoutMs = 300_000 }: { workspace: string; runnerTemp: string; baseEnv: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<LocalRun> {
  const action = readAction();
  const values: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) values[name] = inputs[name] ?? input.default ?? "";
  mkdirSync(runnerTemp, { recursive: true });
  const files = { env: join(runnerTemp, "github-env"), summary: join(runnerTemp, "step-summary.md") };
  writeFileSync(files.env, "");
  writeFileSync(files.summary, "");
  const outputs: Record<string, Record<string, string>> = {};
  const envFromSteps: Record<string, string> = {};
  let stdout = "";
  let stderr = "";
  const github: Record<string, string> = { action_path: ROOT.replace(/\/$/, ""), workspace };
  const evaluate = (text: string) =>
    text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expr: string) => {
      const [scope, ...rest] = expr.split(".");
      if (scope === "inputs") return values[rest.join(".")] ?? "";
      if (scope === "github") return github[rest.join(".")] ?? "";
      if (scope === "steps" && rest[1] === "outputs") return outputs[rest[0]]?.[rest.slice(2).join(".")] ?? "";
      throw new Error(`action.yml: expression the local runner does not know: ${expr}`);
    });
  for (const [i, step] of action.runs.steps.entries()) {
    if (step.run === undefined) continue;
    const script = join(runnerTemp, `step-${i}.sh`);
    writeFileSync(script, evaluate(step.run));
    const output = join(runnerTemp, `step-${i}-output`);
    writeFileSync(output, "");
    const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, evaluate(String(v))]));
    const r = await runGroup("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], {
      cwd: step["working-directory"] ? evaluate(step["working-directory"]) : workspace,
      env: {
        ...baseEnv,
        ...envFromSteps,
        ...stepEnv,
        RUNNER_TEMP: runnerTemp,
        GITHUB_ACTIONS: "true",
        GITHUB_WORKSPACE: workspace,
        GITHUB_ENV: files.env,
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: files.summary,
      },
      timeoutMs,
    });
    stdout += r.stdout;
    stderr += r.stderr;
    Object.assign(envFromSteps, readKeyValues(files.env));
    if (step.id) outputs[step.id] = readKeyValues(output);
    if (r.status !== 0) return { status: r.status, stdout, stderr, outputs, env: envFromSteps, summary: readFileSync(files.summary, "utf8") };
  }
  appendFileSync(files.summary, "");
  return { status: 0, stdout, stderr, outputs, env: envFromSteps, summary: readFileSync(files.summary, "utf8") };
}
