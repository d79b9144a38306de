// The config file: every flag of the command line under its own name, in JSON or YAML, validated with the JSON
// Schema of conformance/config.schema.json (config/schema.ts). Found as ./teamchat-conformance.json (or .yaml, .yml)
// in the working directory, or named with --config FILE. Flags given on the command line override it (a repeatable
// flag's values replace the file's; any of --dev, --accounts, --unauthenticated-only replaces the file's accounts).
// Secrets stay out of the file: any string may reference an environment variable as ${NAME} (accounts' api_key and
// password, header values, the URL), and a reference to a variable that is not set is an error.
// Relative paths in the file (accounts, spec, record, ca, baseline, rules, reporter files) are relative to the file.
// Every problem is one line naming the file, the path in it and the problem (ConfigFileError; the CLI exits 2).
import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { parse as parseYaml } from "yaml";
import { createAjv } from "../../lib/spec/index.ts";
import { CONFORMANCE_FLAGS } from "../args.ts";
import type { AccountsFile } from "../engine/accounts.ts";
import { editDistance } from "../engine/suggest.ts";
import { configSchema } from "./schema.ts";

export const CONFIG_NAMES = ["teamchat-conformance.json", "teamchat-conformance.yaml", "teamchat-conformance.yml"];

export class ConfigFileError extends Error {}

export interface LoadedConfig {
  /** As given or found (relative to the working directory when found there). */
  file: string;
  /** The file's settings as command-line arguments (flags given on the command line removed by mergeArgv). */
  argv: string[];
  /** `accounts` written inline (an object by role), secrets substituted. */
  inlineAccounts?: AccountsFile;
  /** The flag names the file sets. */
  keys: string[];
}

/** --config FILE from the arguments, or the well-known file of `cwd`, or nothing. */
export function configPath(argv: readonly string[], cwd: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--config") return argv[i + 1];
    if (argv[i].startsWith("--config=")) return argv[i].slice("--config=".length);
  }
  const found = CONFIG_NAMES.find((n) => existsSync(join(cwd, n)));
  if (found && CONFIG_NAMES.filter((n) => existsSync(join(cwd, n))).length > 1) {
    throw new ConfigFileError(`${CONFIG_NAMES.filter((n) => existsSync(join(cwd, n))).join(" and ")}: two config files; keep one (or name one with --config)`);
  }
  return found;
}

const PATH_KEYS = new Set(["accounts", "spec", "record", "ca", "baseline", "rules"]);
const SECRET_KEY = /api_key|password|auth|token|secret|key|cookie/i;

/** ${NAME} references replaced from `env`, in every string of the document; `at` is the JSON pointer of each. */
function substitute(value: unknown, env: Record<string, string | undefined>, file: string, at: string): unknown {
  if (typeof value === "string") {
    return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
      const v = env[name];
      if (v === undefined || v === "") throw new ConfigFileError(`${file}: ${at || "/"}: environment variable ${name} is not set`);
      return v;
    });
  }
  if (Array.isArray(value)) return value.map((v, i) => substitute(v, env, file, `${at}/${i}`));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, env, file, `${at}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`)]));
  return value;
}

/** The first schema error as one line: where, and what is wrong (never a secret's value). */
function describe(errors: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[], doc: unknown): string {
  const extra = errors.find((e) => e.keyword === "additionalProperties");
  if (extra) {
    const key = String(extra.params.additionalProperty);
    const keys = Object.keys(CONFORMANCE_FLAGS);
    const near = keys.filter((k) => editDistance(k, key) <= Math.max(2, Math.floor(key.length / 3))).sort((a, b) => editDistance(a, key) - editDistance(b, key));
    const at = extra.instancePath || "";
    return at
      ? `${at}: unknown key "${key}"`
      : `/${key}: unknown key${near.length ? ` (did you mean ${near[0]}?)` : ""}; the keys are the flags' names without --`;
  }
  const enumErr = errors.find((e) => e.keyword === "enum");
  if (enumErr) return `${enumErr.instancePath}: must be one of ${(enumErr.params.allowedValues as string[]).join(", ")}`;
  const concrete = errors.filter((e) => e.keyword !== "oneOf" && e.keyword !== "anyOf" && e.keyword !== "propertyNames");
  const deepest = Math.max(...concrete.map((e) => e.instancePath.length));
  const here = concrete.filter((e) => e.instancePath.length === deepest);
  const path = here[0]?.instancePath ?? errors[0].instancePath;
  const value = path.split("/").slice(1).reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
  const got = SECRET_KEY.test(path) ? "" : `, got ${JSON.stringify(value)}`;
  const nonType = here.find((e) => e.keyword !== "type");
  const required = here.find((e) => e.keyword === "required");
  if (required) return `${path}: needs "${String(required.params.missingProperty)}" (an account is {"email", "api_key"} or {"username", "password"})`;
  if (nonType && here.every((e) => e.keyword !== "type" || e !== nonType)) {
    const types = [...new Set(here.filter((e) => e.keyword === "type").map((e) => String(e.params.type)))];
    if (nonType.keyword === "pattern" || nonType.keyword === "minimum" || nonType.keyword === "maximum" || nonType.keyword === "exclusiveMinimum") {
      return `${path}: ${nonType.message}${got}`;
    }
    if (types.length) return `${path}: must be ${types.join(" or ")}${got}`;
    return `${path}: ${nonType.message}${got}`;
  }
  const types = [...new Set(here.map((e) => String(e.params.type)))];
  return `${path || "/"}: must be ${types.join(" or ")}${got}`;
}

let validator: ReturnType<ReturnType<typeof createAjv>["compile"]> | undefined;

/** Reads, substitutes and validates the file; its settings as arguments. */
export function loadConfig(file: string, env: Record<string, string | undefined>, cwd: string): LoadedConfig {
  const abs = isAbsolute(file) ? file : resolve(cwd, file);
  let text: string;
  try {
    text = readFileSync(abs, "utf8");
  } catch (err) {
    throw new ConfigFileError(`${file}: cannot read the config file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  let raw: unknown;
  try {
    raw = /\.ya?ml$/i.test(abs) ? parseYaml(text) : JSON.parse(text);
  } catch (err) {
    const msg = (err as Error).message.split("\n")[0];
    throw new ConfigFileError(`${file}: not valid ${/\.ya?ml$/i.test(abs) ? "YAML" : "JSON"}: ${msg}`);
  }
  if (raw === null || raw === undefined) raw = {};
  if (typeof raw !== "object" || Array.isArray(raw)) throw new ConfigFileError(`${file}: /: must be an object of settings (the flags' names without --)`);
  const doc = substitute(raw, env, file, "") as Record<string, unknown>;
  validator ??= createAjv({ allErrors: true }).compile(configSchema());
  if (!validator(doc)) throw new ConfigFileError(`${file}: ${describe(validator.errors as never, doc)}`);

  // Paths in the file are relative to it; handed on relative to the working directory.
  const base = dirname(abs);
  // (The process's working directory: the one the other flags' paths are opened from.)
  const here = resolve(process.cwd());
  const rebase = (p: string) => (isAbsolute(p) || base === here ? p : base.startsWith(here + "/") ? relative(here, resolve(base, p)) : resolve(base, p));
  const argv: string[] = [];
  let inlineAccounts: AccountsFile | undefined;
  const keys: string[] = [];
  for (const [key, value] of Object.entries(doc)) {
    if (key === "$schema") continue;
    keys.push(key);
    const spec = CONFORMANCE_FLAGS[key];
    if (key === "accounts" && typeof value === "object") {
      inlineAccounts = value as AccountsFile;
      continue;
    }
    if (spec.type === "boolean") {
      if (value === true) argv.push(`--${key}`);
      continue;
    }
    if (key === "header" && value && typeof value === "object" && !Array.isArray(value)) {
      for (const [name, v] of Object.entries(value)) argv.push("--header", `${name}: ${String(v)}`);
      continue;
    }
    for (const v of [value].flat()) {
      let s = String(v);
      if (PATH_KEYS.has(key)) s = rebase(s);
      if (key === "reporter" && s.includes("=")) s = s.replace(/=(.*)$/s, (_, f: string) => `=${rebase(f)}`);
      argv.push(`--${key}`, s);
    }
  }
  return { file, argv, keys, ...(inlineAccounts ? { inlineAccounts } : {}) };
}

/** The flag names the command line gives (`--name`, `--name=value`, the one-letter aliases). */
export function givenFlags(argv: readonly string[]): Set<string> {
  const shorts = new Map<string, string>(Object.entries(CONFORMANCE_FLAGS).flatMap(([n, s]) => (s.short ? [[`-${s.short}`, n]] : [])));
  const out = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const name = a.startsWith("--") ? a.slice(2).split("=")[0] : shorts.get(a);
    if (!name || !Object.hasOwn(CONFORMANCE_FLAGS, name)) continue;
    out.add(name);
    if (CONFORMANCE_FLAGS[name].type === "string" && !a.includes("=")) i++;
  }
  return out;
}

const ACCOUNT_FLAGS = ["dev", "accounts", "unauthenticated-only"];

/** The file's arguments, less those the command line overrides, then the command line's. */
export function mergeArgv(config: LoadedConfig, argv: readonly string[]): { argv: string[]; inlineAccounts?: AccountsFile; fromConfig: Set<string> } {
  const cli = givenFlags(argv);
  const overridden = (name: string) => cli.has(name) || (ACCOUNT_FLAGS.includes(name) && ACCOUNT_FLAGS.some((n) => cli.has(n)));
  const kept: string[] = [];
  for (let i = 0; i < config.argv.length; i++) {
    const name = config.argv[i].slice(2);
    const takesValue = CONFORMANCE_FLAGS[name].type === "string";
    if (!overridden(name)) kept.push(config.argv[i], ...(takesValue ? [config.argv[i + 1]] : []));
    if (takesValue) i++;
  }
  const inline = config.inlineAccounts && !overridden("accounts") ? config.inlineAccounts : undefined;
  return { argv: [...kept, ...argv], ...(inline ? { inlineAccounts: inline } : {}), fromConfig: new Set(config.keys.filter((k) => !overridden(k))) };
}
