// The command line: a thin shell over runConformance. Parses flags, refuses every invalid value before anything is
// sent, prints progress (stderr), writes each reporter's output, and exits 0 conformant, 1 violations, 2 usage or
// configuration error, 3 server unreachable or not this API. `merge` combines the JSON reports of --shard runs.
import { accessSync, closeSync, constants, existsSync, openSync, readFileSync, realpathSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { delimiter, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { shellQuote } from "./engine/curl.ts";
import { pathToFileURL } from "node:url";
import { parseArgs, parseReporters, usage, UsageError } from "./args.ts";
import { allRuleIds, planSelection, runConformance, TOOL } from "./engine/run.ts";
import type { FetchLike } from "./engine/http.ts";
import { accountRoles, ConfigError, readAccountsFile } from "./engine/accounts.ts";
import { CONFIG_NAMES, configPath, ConfigFileError, loadConfig, mergeArgv } from "./config/index.ts";
import { BaselineError, missingBaseline, readBaseline } from "./engine/baseline.ts";
import { loadUserRules, UserRuleError } from "./engine/user-rules.ts";
import { checkedOperations, operationCatalogue } from "./engine/run.ts";
import type { Rule } from "./rules/types.ts";
import { specNewestLevel } from "./engine/spec.ts";
import type { Report } from "./engine/types.ts";
import { CHECKS } from "./checks/index.ts";
import { RULES } from "./rules/registry.ts";
import { mergeReports, parseShardReport } from "./merge.ts";
import { formatCleanup, runCleanup } from "./cleanup.ts";
import { makeDirs } from "./engine/dirs.ts";
import { specFacts } from "../lib/spec/index.ts";
import { parseFlags, type FlagSpecs } from "../lib/cli/flags.ts";
import { REPORTERS, progressPrinter, type ReporterName } from "./reporters/index.ts";

export interface CliIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  /** Injected HTTP client (tests); the global fetch otherwise. */
  fetch?: FetchLike;
  /** stdout is a terminal: colour by default. */
  isTty?: boolean;
  /** stderr is a terminal: progress is one live line rewritten in place (default: isTty). */
  stderrIsTty?: boolean;
  /** The terminal's width, for the live progress line. */
  columns?: number;
  /** Environment (NO_COLOR, FORCE_COLOR, ${NAME} references of the config file); default process.env. */
  env?: Record<string, string | undefined>;
  /** Where the config file is looked for and relative paths start; default process.cwd(). */
  cwd?: string;
  /**
   * How the suite was invoked, for the replay commands of failures: "npx teamchat-conformance" (the installed bin),
   * "npm run conformance --" (the repository). Default: told from the environment (invokedAs).
   */
  replayPrefix?: string;
}

/**
 * The command that runs the suite the way this process was started, for replay lines, as it can be pasted in the
 * same directory: the npm script, npx, the bare bin name only when that name on PATH is this very bin, else the
 * path it was started by (relative to the working directory when under it; `node <path>` for a .mjs/.js file).
 */
export function invokedAs(env: Record<string, string | undefined>, script: string | undefined, cwd: string = process.cwd()): string {
  if (env.npm_lifecycle_event === "conformance") return "npm run conformance --";
  if (script && /teamchat-conformance(\.m?js)?$/.test(script)) {
    if (env.npm_command === "exec" || env.npm_lifecycle_event === "npx") return "npx teamchat-conformance";
    if (onPath(env.PATH, script)) return PROGRAM;
    return /\.m?js$/.test(script) ? `node ${pathWord(script, cwd)}` : pathWord(script, cwd);
  }
  if (script && /conformance[\\/]cli\.ts$/.test(script)) return `npx tsx ${pathWord(script, cwd)}`;
  if (script && /conformance[\\/]cli\.m?js$/.test(script)) return `node ${pathWord(script, cwd)}`;
  return "npm run conformance --";
}

/** Whether `teamchat-conformance` on PATH is this script (the same file once links are resolved). */
function onPath(path: string | undefined, script: string): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return undefined;
    }
  };
  const self = real(script);
  return !!self && (path ?? "").split(delimiter).some((dir) => dir && real(join(dir, PROGRAM)) === self);
}

/** A path as a shell word that works from `cwd`: "./rel/path" under it, else absolute; quoted when it must be. */
function pathWord(script: string, cwd: string): string {
  const abs = resolve(cwd, script);
  const rel = relative(cwd, abs);
  const word = rel && !rel.startsWith("..") && !isAbsolute(rel) ? `./${rel}` : abs;
  return /^[\w./@+-]+$/.test(word) ? word : shellQuote(word);
}

/** Colour: --no-color, then NO_COLOR (any non-empty value), then FORCE_COLOR (not 0), then whether it is a terminal. */
export function colorFor(flag: boolean | undefined, env: Record<string, string | undefined>, isTty: boolean): boolean {
  if (flag === false) return false;
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "") return env.FORCE_COLOR !== "0" && env.FORCE_COLOR !== "false";
  return isTty;
}

const PROGRAM = "teamchat-conformance";

export async function main(argv: string[], io: CliIo): Promise<number> {
  try {
    if (argv[0] === "merge") return mergeMain(argv.slice(1), io);
    return await runMain(argv, io);
  } catch (err) {
    if (!(err instanceof UsageError || err instanceof ConfigFileError || err instanceof UserRuleError || err instanceof BaselineError)) throw err;
    io.stderr(`${PROGRAM}: ${err.message}\n`);
    return 2;
  }
}

type ParsedArgs = ReturnType<typeof parseArgs> & { config?: { file: string | null; keys: string[] } };

/** The config file's settings merged under the command line's, and the arguments parsed, with the file read (or none). */
function argsWithConfig(argv: string[], io: CliIo): ParsedArgs {
  const env = io.env ?? process.env;
  const cwd = io.cwd ?? process.cwd();
  if (argv.includes("--help") || argv.includes("-h")) return parseArgs(argv);
  const file = configPath(argv, cwd);
  if (file === undefined) return { ...parseArgs(argv), config: { file: null, keys: [] } };
  const merged = mergeArgv(loadConfig(file, env, cwd), argv);
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(merged.argv, { inlineAccounts: merged.inlineAccounts !== undefined });
  } catch (err) {
    // A value of the file the parser refused: named in the file.
    const flag = err instanceof UsageError ? /^--([a-z-]+)/.exec(err.message)?.[1] : undefined;
    if (flag && merged.fromConfig.has(flag)) throw new ConfigFileError(`${file}: /${flag}: ${err instanceof Error ? err.message : ""}`);
    throw err;
  }
  if (merged.inlineAccounts && args.options.accounts?.kind === "none" && !args.options.unauthenticatedOnly) args.options.accounts = { kind: "inline", file: merged.inlineAccounts };
  return { ...args, config: { file, keys: [...merged.fromConfig].sort() } };
}

async function runMain(argv: string[], io: CliIo): Promise<number> {
  if (argv.includes("--version")) {
    io.stdout(`${PROGRAM} ${TOOL.version}\n`);
    return 0;
  }
  const args = argsWithConfig(argv, io);
  if (args.help) {
    io.stdout(usage());
    return 0;
  }
  checkSpec(args.options.specPath);
  const rules = [...RULES, ...(await userRules(args.userRules, args.options.specPath, io.cwd ?? process.cwd()))];
  const selected = checkRuleSelection(args.options.only ?? [], args.options.skip ?? [], args.options.path !== undefined, rules, args.options.specPath);
  if (args.listRules) {
    io.stdout(listRules(args.options.specPath, rules, selected));
    return 0;
  }
  checkEnvironment(args.options, args.reporters);
  if (args.cleanup) {
    const result = await runCleanup({ ...args.options, rules: [], ...(io.fetch ? { fetch: io.fetch } : {}) });
    io.stdout(formatCleanup(result));
    return result.problems.length && !result.done.length && !result.left.length ? 2 : 0;
  }
  // Which config file this run took settings from (or none): said before anything is sent, and in the report.
  const config = args.config ?? { file: null, keys: [] };
  // Not "teamchat-conformance: ..." (the form of a usage error): an information line.
  io.stderr(config.file ? `Config file: ${config.file}${config.keys.length ? ` (${config.keys.join(", ")})` : " (no settings)"}\n` : `Config file: none (${CONFIG_NAMES.join(", ")} not in ${io.cwd ?? process.cwd()}; --config FILE names one)\n`);

  const color = colorFor(args.color, io.env ?? process.env, !!io.isTty);
  const replayPrefix = io.replayPrefix ?? invokedAs(io.env ?? process.env, process.argv[1], io.cwd ?? process.cwd());
  const progress = progressPrinter(io.stderr, { live: io.stderrIsTty ?? io.isTty ?? false, verbose: args.verbose, color, columns: io.columns });
  let report: Report;
  try {
    report = await runConformance({ ...args.options, rules, replayPrefix, config, ...(io.fetch ? { fetch: io.fetch } : {}), onProgress: progress.onProgress });
  } finally {
    progress.end();
  }
  return output(report, args.reporters, { verbose: args.verbose, color }, io);
}

/**
 * Writes every reporter's output; the pretty report goes to stdout whenever no reporter has it (only file
 * reporters: the summary is still printed). A report file that cannot be written is a configuration error.
 */
function output(report: Report, reporters: { name: ReporterName; file?: string }[], o: { verbose: boolean; color: boolean }, io: CliIo): number {
  const all = reporters.some((r) => !r.file) ? reporters : [...reporters, { name: "pretty" as const }];
  let code: number = report.exitCode;
  for (const r of all) {
    const text = REPORTERS[r.name](report, { verbose: o.verbose, color: r.file ? false : o.color });
    if (!r.file) {
      io.stdout(text);
      continue;
    }
    try {
      const why = makeDirs(dirname(resolve(r.file)));
      if (why) throw new Error(why);
      writeFileSync(r.file, text);
    } catch (err) {
      io.stderr(`${PROGRAM}: --reporter ${r.name}=${r.file}: cannot write the report: ${(err as Error).message}\n`);
      code = 2;
    }
  }
  return code;
}

/** --spec names a readable spec (before anything reads it: selection, user rules). */
function checkSpec(specPath: string | undefined): void {
  try {
    specFacts(specPath);
  } catch (err) {
    throw new UsageError(`--spec: cannot read ${specPath ?? "openapi.yaml"}: ${(err as Error).message.split("\n")[0]}`);
  }
}

/** --rules: the team's rules, loaded and checked (ids, roles, operations) before anything is sent. */
async function userRules(patterns: string[], specPath: string | undefined, cwd: string): Promise<Rule[]> {
  if (!patterns.length) return [];
  return loadUserRules(patterns, { roles: accountRoles(specFacts(specPath)), operations: operationCatalogue(specPath).map((o) => o.key), ids: allRuleIds(RULES) }, cwd);
}

/**
 * --only/--skip: every selector is well-formed and selects something (else the nearest ids are suggested), and
 * together they select something. What they select: the checks (with their operations) and the rules.
 */
function checkRuleSelection(only: string[], skip: string[], replay: boolean, rules: readonly Rule[], specPath: string | undefined): { checks: Map<string, string[]>; rules: Set<string> } {
  const plan = planSelection(only, skip, rules, specPath);
  if ("problem" in plan) throw new UsageError(plan.problem);
  if (replay && !allRuleIds(rules).includes(only[0])) throw new UsageError(`--path needs --only with the rule's exact id, got ${only[0]}`);
  return { checks: plan.checks, rules: new Set(plan.rules) };
}

/** What the flags name on disk, checked before anything is sent: the spec, the level, accounts, report files. */
function checkEnvironment(options: ReturnType<typeof parseArgs>["options"], reporters: { name: ReporterName; file?: string }[]): void {
  let facts;
  try {
    facts = specFacts(options.specPath);
  } catch (err) {
    throw new UsageError(`--spec: cannot read ${options.specPath ?? "openapi.yaml"}: ${(err as Error).message.split("\n")[0]}`);
  }
  if (options.level !== undefined) {
    const newest = specNewestLevel(options.specPath);
    if (options.level > newest) throw new UsageError(`--level must be at most ${newest} (the spec's newest feature level), got ${options.level}`);
  }
  if (options.baseline && !options.baseline.update && !existsSync(options.baseline.file)) throw new UsageError(missingBaseline(options.baseline.file));
  if (options.baseline && !options.baseline.update) readBaseline(options.baseline.file);
  if (options.baseline) {
    const why = unwritable(options.baseline.file);
    if (why && (options.baseline.update || options.baseline.prune)) throw new UsageError(`--baseline ${options.baseline.file}: ${why}`);
  }
  if (options.accounts?.kind === "file") {
    try {
      readAccountsFile(options.accounts.path, accountRoles(facts));
    } catch (err) {
      if (err instanceof ConfigError) throw new UsageError(`--accounts: ${err.message}`);
      throw err;
    }
  }
  for (const r of reporters) {
    const why = r.file ? unwritable(r.file) : undefined;
    if (why) throw new UsageError(`--reporter ${r.name}=${r.file}: ${why}`);
  }
}

/** Why a report file cannot be written, if it cannot: a directory, read-only, or under something that is not a directory. */
function unwritable(file: string): string | undefined {
  const path = resolve(file);
  if (existsSync(path)) {
    if (statSync(path).isDirectory()) return "is a directory";
    try {
      closeSync(openSync(path, "a"));
    } catch (err) {
      return `is not writable (${(err as NodeJS.ErrnoException).code})`;
    }
    return undefined;
  }
  if (existsSync(dirname(path))) {
    if (!statSync(dirname(path)).isDirectory()) return `${dirname(path)} is not a directory`;
    // Created and removed again: the one sure test (permissions, read-only or special file systems).
    try {
      closeSync(openSync(path, "wx"));
      unlinkSync(path);
    } catch (err) {
      return `cannot be created (${(err as NodeJS.ErrnoException).code})`;
    }
    return undefined;
  }
  // The missing directories are made now, one level at a time (the first that cannot be made is the reason).
  let dir = dirname(path);
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  if (!statSync(dir).isDirectory()) return `${dir} is not a directory`;
  try {
    accessSync(dir, constants.W_OK);
  } catch {
    return `${dir} is not writable`;
  }
  return makeDirs(dirname(path));
}

const MERGE_FLAGS = {
  reporter: { type: "string", multiple: true, help: "pretty|json|junit|html|github|sarif, optionally =FILE (repeatable; default pretty)" },
  verbose: { type: "boolean", short: "v", help: "the exchanges of failures, all warnings and coverage" },
  "no-color": { type: "boolean", help: "plain output" },
  help: { type: "boolean", short: "h", help: "this help" },
} as const satisfies FlagSpecs;

/** `merge a.json b.json ... [--reporter junit=all.xml]`: the shards' reports as one, with its verdict and exit code. */
function mergeMain(argv: string[], io: CliIo): number {
  // Files are the arguments that are neither flags nor a flag's value.
  const files: string[] = [];
  const flagArgs: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (!argv[i].startsWith("-")) files.push(argv[i]);
    else if (argv[i] === "--reporter") flagArgs.push(argv[i], argv[++i] ?? "");
    else flagArgs.push(argv[i]);
  }
  const { values } = parseFlags(flagArgs, MERGE_FLAGS);
  if (values.help) {
    io.stdout(usage());
    return 0;
  }
  const reporters = parseReporters(values.reporter);
  if (!files.length) throw new UsageError("merge: give the JSON report of every shard (merge shard-1.json shard-2.json ... --reporter junit=all.xml)");
  for (const r of reporters) {
    const why = r.file ? unwritable(r.file) : undefined;
    if (why) throw new UsageError(`--reporter ${r.name}=${r.file}: ${why}`);
  }
  const shards = files.map((file) => {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (err) {
      throw new UsageError(`merge: cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
    return parseShardReport(file, text);
  });
  const report = mergeReports(shards);
  return output(report, reporters, { verbose: values.verbose === true, color: values["no-color"] ? false : !!io.isTty }, io);
}

/**
 * What the selection selects: every check (with the operations it runs on when --only/--skip narrow them) and every
 * rule with its preconditions and operations; levels as the spec (--spec) resolves them. User rules are marked.
 */
function listRules(specPath: string | undefined, rules: readonly Rule[], selected: { checks: Map<string, string[]>; rules: Set<string> }): string {
  const facts = specFacts(specPath);
  const level = (ref: string) => {
    try {
      return `${facts.levelOf(ref)} (${ref})`;
    } catch {
      return `? (${ref}: not in the spec)`;
    }
  };
  const row = (r: { id: string; title: string; since?: string; until?: string; roles?: readonly string[]; writes?: boolean; slow?: boolean; user?: string }, operations: string) => {
    const tags = [r.since !== undefined && `level ≥${level(r.since)}`, r.until !== undefined && `level <${level(r.until)}`, r.roles?.length && `roles: ${r.roles.join(",")}`, r.writes && "writes", r.slow && "slow", r.user && `user rule: ${r.user}`].filter(Boolean);
    return `${r.id.padEnd(44)} ${r.title}${tags.length ? `  [${tags.join("; ")}]` : ""}\n${"".padEnd(44)}   operations: ${operations}`;
  };
  const all = checkedOperations(specPath).length;
  const checks = CHECKS.filter((c) => selected.checks.has(c.id)).map((c) => {
    const ops = selected.checks.get(c.id)!;
    return row(c, ops.length === all ? `every operation (${all})` : ops.join(", "));
  });
  const chosen = rules.filter((r) => selected.rules.has(r.id)).map((r) => row(r, r.operations.join(", ") || "none listed"));
  return [...checks, ...chosen].join("\n") + "\n";
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await main(process.argv.slice(2), {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    isTty: process.stdout.isTTY,
    stderrIsTty: process.stderr.isTTY,
    columns: process.stderr.columns,
  });
  process.exitCode = code;
}
