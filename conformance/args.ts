// Command-line flags to options, through lib/cli's flag parser. Pure: no I/O, so the tests can check every usage error.
import type { ConformanceOptions } from "./engine/options.ts";
import type { ReporterName } from "./reporters/index.ts";
import { flagHelp, parseFlags, UsageError, type FlagSpecs } from "../lib/cli/flags.ts";

export interface CliArgs {
  options: ConformanceOptions;
  reporters: { name: ReporterName; file?: string }[];
  listRules: boolean;
  help: boolean;
  verbose: boolean;
  color?: boolean;
}

export { UsageError };

const FLAGS = {
  url: { type: "string", help: "base URL of the server (the suite appends /api/v1)" },
  dev: { type: "boolean", help: "log in with the development accounts through POST /dev_fetch_api_key" },
  accounts: { type: "string", help: "JSON file of accounts per role (email+api_key or username+password)" },
  seed: { type: "string", help: "seed for generated cases (printed by every run)" },
  runs: { type: "string", help: "examples per property (default 10)" },
  only: { type: "string", multiple: true, help: "run only rules matching these globs (comma-separated, repeatable)" },
  skip: { type: "string", multiple: true, help: "skip rules matching these globs" },
  path: { type: "string", help: "replay one counterexample: the path a failure printed (with --seed and --only)" },
  "list-rules": { type: "boolean", help: "list the rule ids and exit" },
  level: { type: "string", help: "test as a server at this feature level instead of the advertised one" },
  "read-only": { type: "boolean", help: "never send a request that could change server state" },
  timeout: { type: "string", help: "per-request timeout (10s, 500ms; default 10s)" },
  "max-time": { type: "string", help: "time budget of the whole run (default 15m)" },
  workers: { type: "string", help: "rules and operations run side by side (default 2)" },
  reporter: { type: "string", multiple: true, help: "pretty|json|junit, optionally =FILE (repeatable)" },
  spec: { type: "string", help: "openapi.yaml to test against (default: the bundled one)" },
  slow: { type: "boolean", help: "also run slow rules (blocking long polls)" },
  verbose: { type: "boolean", short: "v", help: "every rule as it ends, all warnings and coverage" },
  "no-color": { type: "boolean", help: "plain output" },
  help: { type: "boolean", short: "h", help: "this help" },
} as const satisfies FlagSpecs;
const REPORTER_NAMES: ReporterName[] = ["pretty", "json", "junit"];

export function usage(): string {
  return `Usage: teamchat-conformance --url <base_url> [--dev | --accounts file.json] [options]\n\n${flagHelp(FLAGS)}\n\nExit codes: 0 conformant, 1 violations (or a crashed rule, or a run the time budget cut short), 2 usage or configuration error, 3 server unreachable or not this API.\n`;
}

/** The command line to options (lib/cli's parser); a mistake is a one-line UsageError. */
export function parseArgs(argv: string[]): CliArgs {
  const flags = parseFlags(argv, FLAGS);
  const { values } = flags;
  if (values.dev && values.accounts !== undefined) throw new UsageError("--dev and --accounts exclude each other");
  const reporters = (values.reporter.length ? values.reporter : ["pretty"]).map((spec) => {
    const [name, file] = spec.split(/=(.*)/s);
    if (!REPORTER_NAMES.includes(name as ReporterName)) throw new UsageError(`unknown reporter ${name}; valid reporters: ${REPORTER_NAMES.join(", ")}`);
    return { name: name as ReporterName, ...(file ? { file } : {}) };
  });
  const help = values.help === true;
  const listRules = values["list-rules"] === true;
  const url = values.url;
  if (!url && !help && !listRules) throw new UsageError("--url is required (e.g. --url http://127.0.0.1:9991)");
  if (url && !/^https?:\/\/[^/]+/.test(url)) throw new UsageError(`--url must be an http(s) URL, got "${url}"`);
  const workers = flags.integer("workers", { min: 1 });
  const runs = flags.integer("runs", { min: 1 });
  const accountsPath = values.accounts;
  return {
    options: {
      url: url ?? "",
      accounts: values.dev ? { kind: "dev" } : accountsPath ? { kind: "file", path: accountsPath } : { kind: "none" },
      seed: flags.integer("seed"),
      runs,
      only: flags.list("only"),
      skip: flags.list("skip"),
      path: values.path,
      level: flags.integer("level"),
      readOnly: values["read-only"] === true,
      timeoutMs: flags.duration("timeout"),
      maxTimeMs: flags.duration("max-time"),
      workers,
      slow: values.slow === true,
      specPath: values.spec,
    },
    reporters,
    listRules,
    help,
    verbose: values.verbose === true,
    ...(values["no-color"] ? { color: false } : {}),
  };
}
