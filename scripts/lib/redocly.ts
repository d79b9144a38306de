/**
 * Runs the Redocly CLI (the same @redocly/cli that lints and builds the docs) without telemetry or update checks,
 * so that scripts never contact an outside host.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";
import type { JsonObject } from "../../lib/spec/index.ts";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const REDOCLY_CONFIG = join(ROOT, "redocly.yaml");
const REDOCLY_BIN = join(ROOT, "node_modules/@redocly/cli/bin/cli.js");

export const QUIET_ENV = {
  ...process.env,
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
  NO_COLOR: "1",
};

/** `redocly <args>` from the project root; throws with Redocly's output when it fails. */
export function redocly(args: string[]): string {
  // Its own process group (spawnSync honours `detached` though its type does not list it), killed as a group when
  // it returns: nothing Redocly might have started outlives the call.
  const options = { cwd: ROOT, env: QUIET_ENV, encoding: "utf8" as const, detached: true };
  const run = spawnSync(process.execPath, [REDOCLY_BIN, ...args], options);
  try {
    if (run.pid) process.kill(-run.pid, "SIGKILL");
  } catch {
    // the group is gone: the usual case
  }
  if (run.status !== 0) throw new Error(`redocly ${args.join(" ")} failed:\n${run.stdout}\n${run.stderr}`);
  return `${run.stdout}${run.stderr}`;
}

/**
 * A Redocly config equal to redocly.yaml plus `extraDecorators` (ids such as `teamchat/curl-samples`), written to
 * `dir` with plugin paths made absolute. Decorators that only the docs need stay out of redocly.yaml, so they never
 * reach lint or the generated types.
 */
export function writeDerivedConfig(dir: string, extraDecorators: string[]): string {
  const config = parse(readFileSync(REDOCLY_CONFIG, "utf8")) as JsonObject;
  config.plugins = (config.plugins ?? []).map((p: string) => (isAbsolute(p) ? p : resolve(dirname(REDOCLY_CONFIG), p)));
  config.decorators = { ...(config.decorators ?? {}) };
  for (const id of extraDecorators) config.decorators[id] = "on";
  const path = join(dir, "redocly.yaml");
  writeFileSync(path, stringify(config));
  return path;
}

/**
 * openapi.yaml bundled by `redocly bundle` with the decorators of `configPath` (redocly.yaml by default) applied:
 * $refs stay internal, decorators such as teamchat/feature-level-prose have written their prose.
 */
export function bundleSpec(options: { configPath?: string; spec?: string } = {}): JsonObject {
  const dir = mkdtempSync(join(tmpdir(), "teamchat-bundle-"));
  try {
    const out = join(dir, "bundle.json");
    redocly(["bundle", options.spec ?? "openapi.yaml", "--config", options.configPath ?? REDOCLY_CONFIG, "-o", out, "--ext", "json"]);
    return JSON.parse(readFileSync(out, "utf8"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
