// The command line: a thin shell over runConformance. Parses flags, prints progress, writes each reporter's
// output, and exits 0 conformant, 1 violations, 2 usage or configuration error, 3 server unreachable or not this API.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs, usage, UsageError } from "./args.ts";
import { allRuleIds, runConformance, unknownGlobs } from "./engine/run.ts";
import type { FetchLike } from "./engine/http.ts";
import { CHECKS } from "./checks/index.ts";
import { RULES } from "./rules/registry.ts";
import { specFacts } from "../lib/spec/index.ts";
import { REPORTERS, prettyProgress } from "./reporters/index.ts";

export interface CliIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  /** Injected HTTP client (tests); the global fetch otherwise. */
  fetch?: FetchLike;
  isTty?: boolean;
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  let args;
  try {
    args = parseArgs(argv);
    const ids = allRuleIds(RULES);
    const bad = unknownGlobs([...(args.options.only ?? []), ...(args.options.skip ?? [])], ids);
    if (bad.length) throw new UsageError(`unknown rule id ${bad.join(", ")}; valid rule ids: ${ids.join(", ")}`);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr(`teamchat-conformance: ${err.message}\n`);
    return 2;
  }
  if (args.help) {
    io.stdout(usage());
    return 0;
  }
  if (args.listRules) {
    io.stdout(listRules(args.options.specPath));
    return 0;
  }
  const color = args.color ?? !!io.isTty;
  const progress = args.reporters.some((r) => r.name === "pretty" && !r.file) ? prettyProgress(io.stderr, { verbose: args.verbose, color }) : undefined;
  const report = await runConformance({ ...args.options, rules: RULES, ...(io.fetch ? { fetch: io.fetch } : {}), onProgress: progress });
  for (const r of args.reporters) {
    const text = REPORTERS[r.name](report, { verbose: args.verbose, color: r.file ? false : color });
    if (r.file) writeFileSync(r.file, text);
    else io.stdout(text);
  }
  return report.exitCode;
}

/** Every check and rule with its preconditions; levels as the spec (--spec) resolves them. */
function listRules(specPath: string | undefined): string {
  const facts = specFacts(specPath);
  const level = (ref: string) => {
    try {
      return `${facts.levelOf(ref)} (${ref})`;
    } catch {
      return `? (${ref}: not in the spec)`;
    }
  };
  const row = (r: { id: string; title: string; since?: string; until?: string; roles?: readonly string[]; writes?: boolean; slow?: boolean }) => {
    const tags = [r.since !== undefined && `level ≥${level(r.since)}`, r.until !== undefined && `level <${level(r.until)}`, r.roles?.length && `roles: ${r.roles.join(",")}`, r.writes && "writes", r.slow && "slow"].filter(Boolean);
    return `${r.id.padEnd(44)} ${r.title}${tags.length ? `  [${tags.join("; ")}]` : ""}`;
  };
  return [...CHECKS.map(row), ...RULES.map(row)].join("\n") + "\n";
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await main(process.argv.slice(2), {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    isTty: process.stdout.isTTY,
  });
  process.exitCode = code;
}
