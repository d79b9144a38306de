// Command-line flags to options, through lib/cli's flag parser. Pure: no I/O, so the tests can check every usage error.
import type { ConformanceOptions } from "./engine/options.ts";
import type { ReporterName } from "./reporters/index.ts";
import { flagHelp, parseFlags, UsageError, type FlagSpecs } from "../lib/cli/flags.ts";
import { parseShard } from "./engine/shard.ts";
import { parseSelector, SelectionError } from "./engine/glob.ts";

export interface CliArgs {
  options: ConformanceOptions;
  reporters: { name: ReporterName; file?: string }[];
  listRules: boolean;
  help: boolean;
  /** --cleanup: undo what earlier runs left (conformance/cleanup.ts) instead of a run. */
  cleanup?: boolean;
  /** --rules: files, directories or globs of the team's own rules (loaded by the CLI, engine/user-rules.ts). */
  userRules: string[];
  verbose: boolean;
  color?: boolean;
}

export { UsageError };

const FLAGS = {
  url: { type: "string", help: "base URL of the server (the suite appends /api/v1)" },
  dev: { type: "boolean", help: "log in with the development accounts through POST /dev_fetch_api_key" },
  accounts: { type: "string", help: "JSON file of accounts per role (email+api_key or username+password)" },
  "unauthenticated-only": { type: "boolean", help: "no accounts: test only what needs none (instead of --dev or --accounts)" },
  seed: { type: "string", help: "seed for generated cases (printed by every run)" },
  runs: { type: "string", help: "examples per property (default 10)" },
  only: { type: "string", multiple: true, help: "run only these (comma-separated, repeatable): rule-id globs (streams/*), operations ('GET /streams', '* /streams/*'), method:GET, path:/streams/*, tag:channels" },
  skip: { type: "string", multiple: true, help: "skip these (same selectors as --only)" },
  path: { type: "string", help: "replay one counterexample: the path a failure printed (with --seed and --only)" },
  "list-rules": { type: "boolean", help: "list what the selection (--only/--skip, --rules) selects, with each rule's operations, and exit" },
  level: { type: "string", help: "test as a server at this feature level instead of the advertised one" },
  "read-only": { type: "boolean", help: "skip writing rules and the fuzzing of writing operations, and send no failed login; still logs in with the accounts given, opens and deletes event queues (POST /register, DELETE /events) and sends the checks' requests to endpoints that need no account" },
  inferred: { type: "string", help: "failure|warning: what a departure from an inferred demand (one the seed implies without naming it) counts as (default failure)" },
  "inferred-as-warnings": { type: "boolean", help: "report departures from inferred demands as warnings (--inferred warning); stated ones still fail" },
  "no-edge-sweep": { type: "boolean", help: "leave out the edge sweep (every edge of every type on every parameter) and run the properties alone: a quicker, narrower run" },
  "allow-failed-logins": { type: "boolean", help: "with --read-only: still send failed logins (the rules and checks of POST /fetch_api_key, /dev_fetch_api_key)" },
  timeout: { type: "string", help: "per-request timeout (10s, 500ms; default 10s)" },
  "event-wait": { type: "string", help: "how long to wait for an event that should come before deciding it did not (default 5s; absence is also decided at a fence)" },
  "max-time": { type: "string", help: "time budget of the whole run (default 15m)" },
  workers: { type: "string", help: "rules and operations run side by side (default 2)" },
  shard: { type: "string", help: "I/N: run shard I of N (CI jobs side by side); `merge` combines their JSON reports" },
  reporter: { type: "string", multiple: true, help: "pretty|json|junit|html|github|sarif, optionally =FILE (repeatable)" },
  rate: { type: "string", help: "at most N requests per second, all workers together (e.g. 3, 0.5); 429s are waited out either way" },
  record: { type: "string", help: "write every exchange to FILE as HAR 1.2 (credentials redacted)" },
  header: { type: "string", multiple: true, help: "'Name: value' added to every request (repeatable)" },
  ca: { type: "string", help: "PEM file of CA certificates to trust in addition to the system's" },
  insecure: { type: "boolean", help: "do not verify the server's TLS certificate" },
  spec: { type: "string", help: "openapi.yaml to test against (default: the bundled one)" },
  config: { type: "string", help: "config file (JSON or YAML; default ./teamchat-conformance.json, .yaml or .yml if present); flags override it" },
  rules: { type: "string", multiple: true, help: "your own rules: .mjs/.js (.ts under tsx) files, directories or globs, run beside the suite's" },
  baseline: { type: "string", help: "known failures (FILE must exist; --update-baseline records it): the run fails only on failures not in it" },
  "update-baseline": { type: "boolean", help: "with --baseline: record this run's failures to FILE (creates it, or re-records it)" },
  "prune-baseline": { type: "boolean", help: "with --baseline: drop from FILE the known failures that did not occur" },
  "max-failures": { type: "string", help: "stop after N failures (the rest is skipped with the reason; the verdict says so)" },
  "wait-for-server": { type: "string", help: "poll GET /server_settings until the server answers, at most this long (30s, 2m), before the run" },
  slow: { type: "boolean", help: "also run slow rules (blocking long polls)" },
  verbose: { type: "boolean", short: "v", help: "every rule as it ends, the exchanges of failures, all warnings and coverage" },
  "no-color": { type: "boolean", help: "plain output (also NO_COLOR=1; FORCE_COLOR=1 colours a non-terminal)" },
  cleanup: { type: "boolean", help: "instead of a run: find what the suite's runs left (names with a run's prefix), undo what the seed's operations allow (the accounts leave the suite's channels, its drafts are deleted), list what stays" },
  version: { type: "boolean", help: "print the suite's version and exit" },
  help: { type: "boolean", short: "h", help: "this help" },
} as const satisfies FlagSpecs;
/** The flags, for the config file (conformance/config): every flag but these is settable there. */
export const CONFORMANCE_FLAGS: FlagSpecs = FLAGS;
export const NOT_IN_CONFIG = ["help", "config", "list-rules", "version", "cleanup"];
const REPORTER_NAMES: ReporterName[] = ["pretty", "json", "junit", "html", "github", "sarif"];
/** Bounds of the numeric flags: a value outside is refused, never clamped. */
export const LIMITS = { seed: 2 ** 31 - 1, runs: 10_000, workers: 64, timeoutMs: 60 * 60_000, maxTimeMs: 24 * 60 * 60_000 };
/** A --path value: `<property>@<fast-check path>`, as a finding's Replay line prints it. */
const REPLAY_PATH = /^[^@\s]+@(\d+(:\d+)*)?$/;

export function usage(): string {
  return `Usage: teamchat-conformance --url <base_url> (--dev | --accounts file.json | --unauthenticated-only) [options]
       teamchat-conformance [options]            (with a teamchat-conformance.json or .yaml config file)
       teamchat-conformance merge <shard.json>... [--reporter pretty|json|junit|html|github|sarif[=FILE]]

${flagHelp(FLAGS)}

Exit codes: 0 conformant, 1 violations (or a crashed rule, or a run the time budget cut short), 2 usage or configuration error, 3 server unreachable or not this API.
`;
}

/** The reporters of --reporter values: known names, at most one on stdout, no file twice. */
export function parseReporters(specs: readonly string[]): { name: ReporterName; file?: string }[] {
  const reporters = (specs.length ? specs : ["pretty"]).map((spec) => {
    const [name, file] = spec.split(/=(.*)/s);
    if (!REPORTER_NAMES.includes(name as ReporterName)) throw new UsageError(`--reporter: unknown reporter ${name}; valid reporters: ${REPORTER_NAMES.join(", ")}`);
    if (file !== undefined && !file.trim()) throw new UsageError(`--reporter ${name}= needs a file name (or no "=" for stdout)`);
    return { name: name as ReporterName, ...(file ? { file } : {}) };
  });
  const toStdout = reporters.filter((r) => !r.file);
  if (toStdout.length > 1) throw new UsageError(`--reporter: only one reporter can write to stdout, got ${toStdout.map((r) => r.name).join(" and ")} (give the others =FILE)`);
  const files = reporters.flatMap((r) => (r.file ? [r.file] : []));
  const twice = files.find((f, i) => files.indexOf(f) !== i);
  if (twice) throw new UsageError(`--reporter: two reporters write ${twice}`);
  return reporters;
}

/** Headers the suite sets itself: a --header cannot replace them. */
const OWN_HEADERS = new Set(["authorization", "accept", "content-type", "content-length", "host"]);

/** --rate, --record, --header, --ca, --insecure. */
function transportFlags(values: { rate?: string; record?: string; header: string[]; ca?: string; insecure?: boolean }): Partial<ConformanceOptions> {
  const out: Partial<ConformanceOptions> = {};
  if (values.rate !== undefined) {
    const rate = Number(values.rate);
    if (!/^\d+(\.\d+)?$/.test(values.rate.trim()) || !(rate > 0) || rate > 10_000) throw new UsageError(`--rate must be requests per second, a number above 0 (e.g. 3 or 0.5), got "${values.rate}"`);
    out.rate = rate;
  }
  if (values.record !== undefined) {
    if (!values.record.trim()) throw new UsageError("--record needs a file name");
    out.record = values.record;
  }
  if (values.header.length) {
    const headers: Record<string, string> = {};
    for (const h of values.header) {
      const m = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):\s*(.*)$/s.exec(h);
      if (!m || /[\r\n\0]/.test(m[2])) throw new UsageError(`--header must be 'Name: value', got "${h}"`);
      if (OWN_HEADERS.has(m[1].toLowerCase())) throw new UsageError(`--header cannot set ${m[1]}: the suite sets it (credentials come from --dev or --accounts)`);
      headers[m[1]] = m[2].trim();
    }
    out.headers = headers;
  }
  if (values.ca !== undefined) out.caFile = values.ca;
  if (values.insecure) out.insecure = true;
  return out;
}

/** The command line to options (lib/cli's parser); a mistake is a one-line UsageError. */
export function parseArgs(argv: string[], context: { inlineAccounts?: boolean } = {}): CliArgs {
  const flags = parseFlags(argv, FLAGS);
  const { values } = flags;
  const help = values.help === true;
  const listRules = values["list-rules"] === true;
  const unauthenticatedOnly = values["unauthenticated-only"] === true;
  if (values.dev && values.accounts !== undefined) throw new UsageError("--dev and --accounts exclude each other");
  if (unauthenticatedOnly && (values.dev || values.accounts !== undefined)) throw new UsageError(`--unauthenticated-only and ${values.dev ? "--dev" : "--accounts"} exclude each other`);
  const reporters = parseReporters(values.reporter);
  const url = values.url;
  if (url !== undefined && !/^https?:\/\/[^/\s]+\S*$/.test(url)) throw new UsageError(`--url must be an http(s) URL, got "${url}"`);
  const workers = flags.integer("workers", { min: 1, max: LIMITS.workers });
  const runs = flags.integer("runs", { min: 1, max: LIMITS.runs });
  const seed = flags.integer("seed", { max: LIMITS.seed });
  const timeoutMs = flags.duration("timeout", { min: 1, max: LIMITS.timeoutMs });
  const maxTimeMs = flags.duration("max-time", { min: 1, max: LIMITS.maxTimeMs });
  const eventWaitMs = flags.duration("event-wait", { min: 1, max: LIMITS.timeoutMs });
  const level = flags.integer("level");
  const maxFailures = flags.integer("max-failures", { min: 1 });
  const waitForServerMs = flags.duration("wait-for-server", { min: 1, max: LIMITS.maxTimeMs });
  if ((values["update-baseline"] || values["prune-baseline"]) && values.baseline === undefined) throw new UsageError(`--${values["update-baseline"] ? "update" : "prune"}-baseline needs --baseline FILE`);
  if (values["update-baseline"] && values["prune-baseline"]) throw new UsageError("--update-baseline and --prune-baseline exclude each other (updating re-records the file)");
  if (values.baseline !== undefined && !values.baseline.trim()) throw new UsageError("--baseline needs a file name");
  const userRules = flags.list("rules");
  if (flags.given("rules") && !userRules.length) throw new UsageError("--rules needs a file, directory or glob");
  const only = flags.list("only");
  if (flags.given("only") && !only.length) throw new UsageError("--only needs at least one rule id or glob");
  if (flags.given("skip") && !flags.list("skip").length) throw new UsageError("--skip needs at least one rule id or glob");
  for (const [name, list] of [["only", only], ["skip", flags.list("skip")]] as const) {
    try {
      list.forEach(parseSelector);
    } catch (err) {
      if (err instanceof SelectionError) throw new UsageError(`--${name}: ${err.message}`);
      throw err;
    }
  }
  if (values.inferred !== undefined && values.inferred !== "failure" && values.inferred !== "warning") throw new UsageError(`--inferred must be failure or warning, got "${values.inferred}"`);
  if (values["inferred-as-warnings"] && values.inferred === "failure") throw new UsageError("--inferred-as-warnings and --inferred failure exclude each other");
  const inferred = values["inferred-as-warnings"] ? "warning" : (values.inferred as "failure" | "warning" | undefined);
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  if (values.shard !== undefined && !shard) throw new UsageError(`--shard must be I/N with 1 ≤ I ≤ N (e.g. --shard 2/3), got "${values.shard}"`);
  // Each job would draw its own seed, and the merged report would name one seed for findings drawn with others.
  if (shard && seed === undefined && !help && !listRules) throw new UsageError("--shard needs --seed N, the same in every shard, so that one seed replays every finding of the merged report (e.g. --seed 7, or in GitHub Actions --seed $GITHUB_RUN_NUMBER)");
  const transport = transportFlags(values);
  const path = values.path;
  if (path !== undefined) {
    if (!REPLAY_PATH.test(path)) throw new UsageError(`--path must be <property>@<path> as a finding's Replay line prints it (e.g. get-streams/negative@3:0), got "${path}"`);
    if (seed === undefined) throw new UsageError("--path needs the --seed of the run that printed it");
    if (only.length !== 1 || only[0].includes("*")) throw new UsageError("--path needs --only with exactly the one rule id the finding names");
  }
  if (help || listRules) return { options: { url: url ?? "", only, skip: flags.list("skip"), specPath: values.spec }, reporters, listRules, help, userRules, verbose: values.verbose === true };
  if (!url) throw new UsageError("--url is required (e.g. --url http://127.0.0.1:9991)");
  if (!values.dev && values.accounts === undefined && !unauthenticatedOnly && !context.inlineAccounts) {
    throw new UsageError("no accounts: pass --dev (a development server) or --accounts FILE; --unauthenticated-only tests only what needs no account");
  }
  const accountsPath = values.accounts;
  return {
    options: {
      url: url ?? "",
      accounts: values.dev ? { kind: "dev" } : accountsPath ? { kind: "file", path: accountsPath } : { kind: "none" },
      seed,
      runs,
      only,
      skip: flags.list("skip"),
      path,
      level,
      readOnly: values["read-only"] === true,
      ...(values["allow-failed-logins"] ? { allowFailedLogins: true } : {}),
      ...(values["no-edge-sweep"] ? { edgeSweep: false } : {}),
      ...(inferred ? { inferred } : {}),
      timeoutMs,
      maxTimeMs,
      ...(eventWaitMs !== undefined ? { eventWaitMs } : {}),
      workers,
      ...(shard ? { shard } : {}),
      ...(unauthenticatedOnly ? { unauthenticatedOnly } : {}),
      slow: values.slow === true,
      specPath: values.spec,
      ...transport,
      ...(maxFailures !== undefined ? { maxFailures } : {}),
      ...(waitForServerMs !== undefined ? { waitForServerMs } : {}),
      ...(values.baseline !== undefined ? { baseline: { file: values.baseline, ...(values["update-baseline"] ? { update: true } : {}), ...(values["prune-baseline"] ? { prune: true } : {}) } } : {}),
    },
    reporters,
    listRules,
    help,
    userRules,
    verbose: values.verbose === true,
    ...(values.cleanup ? { cleanup: true } : {}),
    ...(values["no-color"] ? { color: false } : {}),
  };
}
