// Command-line flags to options. Pure: no I/O, so the tests can check every usage error.
import type { ConformanceOptions } from "./engine/options.ts";
import type { ReporterName } from "./reporters/index.ts";

export interface CliArgs {
  options: ConformanceOptions;
  reporters: { name: ReporterName; file?: string }[];
  listRules: boolean;
  help: boolean;
  verbose: boolean;
  color?: boolean;
}

export class UsageError extends Error {}

type Kind = "string" | "int" | "duration" | "bool";
const FLAGS: Record<string, { kind: Kind; help: string; repeatable?: boolean }> = {
  "--url": { kind: "string", help: "base URL of the server (the suite appends /api/v1)" },
  "--dev": { kind: "bool", help: "log in with the development accounts through POST /dev_fetch_api_key" },
  "--accounts": { kind: "string", help: "JSON file of accounts per role (email+api_key or username+password)" },
  "--seed": { kind: "int", help: "seed for generated cases (printed by every run)" },
  "--runs": { kind: "int", help: "examples per property (default 10)" },
  "--only": { kind: "string", repeatable: true, help: "run only rules matching these globs (comma-separated, repeatable)" },
  "--skip": { kind: "string", repeatable: true, help: "skip rules matching these globs" },
  "--path": { kind: "string", help: "replay one counterexample: the path a failure printed (with --seed and --only)" },
  "--list-rules": { kind: "bool", help: "list the rule ids and exit" },
  "--level": { kind: "int", help: "test as a server at this feature level instead of the advertised one" },
  "--read-only": { kind: "bool", help: "never send a request that could change server state" },
  "--timeout": { kind: "duration", help: "per-request timeout (10s, 500ms; default 10s)" },
  "--max-time": { kind: "duration", help: "time budget of the whole run (default 15m)" },
  "--workers": { kind: "int", help: "rules and operations run side by side (default 2)" },
  "--reporter": { kind: "string", repeatable: true, help: "pretty|json|junit, optionally =FILE (repeatable)" },
  "--spec": { kind: "string", help: "openapi.yaml to test against (default: the bundled one)" },
  "--slow": { kind: "bool", help: "also run slow rules (blocking long polls)" },
  "--verbose": { kind: "bool", help: "every rule as it ends, all warnings and coverage" },
  "--no-color": { kind: "bool", help: "plain output" },
  "--help": { kind: "bool", help: "this help" },
};
const ALIASES: Record<string, string> = { "-h": "--help", "-v": "--verbose" };
const REPORTER_NAMES: ReporterName[] = ["pretty", "json", "junit"];

export function usage(): string {
  const lines = Object.entries(FLAGS).map(([f, d]) => `  ${(f + (d.kind === "bool" ? "" : " <value>")).padEnd(22)} ${d.help}`);
  return `Usage: teamchat-conformance --url <base_url> [--dev | --accounts file.json] [options]\n\n${lines.join("\n")}\n\nExit codes: 0 conformant, 1 violations (or a crashed rule, or a run the time budget cut short), 2 usage or configuration error, 3 server unreachable or not this API.\n`;
}

export function parseArgs(argv: string[]): CliArgs {
  const values = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    let arg = argv[i];
    let inline: string | undefined;
    if (arg.startsWith("--") && arg.includes("=")) [arg, inline] = [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)];
    const flag = ALIASES[arg] ?? arg;
    const def = FLAGS[flag];
    if (!def) throw new UsageError(`unknown ${arg.startsWith("-") ? "flag" : "argument"} ${arg}; valid flags: ${Object.keys(FLAGS).join(", ")}`);
    let value = "true";
    if (def.kind !== "bool") {
      value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`${flag} needs a value`);
    } else if (inline !== undefined) throw new UsageError(`${flag} takes no value`);
    if (values.has(flag) && !def.repeatable) throw new UsageError(`${flag} given twice`);
    values.set(flag, [...(values.get(flag) ?? []), value]);
  }
  const one = (f: string) => values.get(f)?.[0];
  const int = (f: string) => {
    const v = one(f);
    if (v === undefined) return undefined;
    if (!/^\d+$/.test(v)) throw new UsageError(`${f} must be a non-negative integer, got "${v}"`);
    return Number(v);
  };
  const duration = (f: string) => {
    const v = one(f);
    if (v === undefined) return undefined;
    const m = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(v);
    if (!m) throw new UsageError(`${f} must be a duration like 10s, 500ms or 2m, got "${v}"`);
    return Number(m[1]) * { ms: 1, s: 1000, m: 60_000 }[(m[2] ?? "s") as "ms" | "s" | "m"];
  };
  const list = (f: string) => (values.get(f) ?? []).flatMap((v) => v.split(",")).map((s) => s.trim()).filter(Boolean);
  if (values.has("--dev") && values.has("--accounts")) throw new UsageError("--dev and --accounts exclude each other");
  const reporters = (values.get("--reporter") ?? ["pretty"]).map((spec) => {
    const [name, file] = spec.split(/=(.*)/s);
    if (!REPORTER_NAMES.includes(name as ReporterName)) throw new UsageError(`unknown reporter ${name}; valid reporters: ${REPORTER_NAMES.join(", ")}`);
    return { name: name as ReporterName, ...(file ? { file } : {}) };
  });
  const help = values.has("--help");
  const listRules = values.has("--list-rules");
  const url = one("--url");
  if (!url && !help && !listRules) throw new UsageError("--url is required (e.g. --url http://127.0.0.1:9991)");
  if (url && !/^https?:\/\/[^/]+/.test(url)) throw new UsageError(`--url must be an http(s) URL, got "${url}"`);
  const workers = int("--workers");
  if (workers === 0) throw new UsageError("--workers must be at least 1");
  const runs = int("--runs");
  if (runs === 0) throw new UsageError("--runs must be at least 1");
  const accountsPath = one("--accounts");
  return {
    options: {
      url: url ?? "",
      accounts: values.has("--dev") ? { kind: "dev" } : accountsPath ? { kind: "file", path: accountsPath } : { kind: "none" },
      seed: int("--seed"),
      runs,
      only: list("--only"),
      skip: list("--skip"),
      path: one("--path"),
      level: int("--level"),
      readOnly: values.has("--read-only"),
      timeoutMs: duration("--timeout"),
      maxTimeMs: duration("--max-time"),
      workers,
      slow: values.has("--slow"),
      specPath: one("--spec"),
    },
    reporters,
    listRules,
    help,
    verbose: values.has("--verbose"),
    ...(values.has("--no-color") ? { color: false } : {}),
  };
}
