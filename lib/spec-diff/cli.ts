// `teamchat-spec diff` (bin/teamchat-spec.mjs, `npm run spec-diff --`): a thin command line over diff.ts,
// client.ts and format.ts. Exit codes: 0 no breaking change and nothing unrecorded; 1 a breaking change (with
// --fail-on breaking, the default), a change not recorded at a feature level, or a declared level change not seen;
// 2 a usage mistake or an unreadable spec, said in one line.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { parse } from "yaml";
import { flagHelp, parseFlags, UsageError } from "../cli/flags.ts";
import { readSpec, SPEC_PATH, type JsonObject } from "../spec/index.ts";
import { clientMeets, formatClientText, typeProblems } from "./client.ts";
import { diffFiles, diffLevels } from "./diff.ts";
import { FORMATS, formatGithub, formatJson, formatMarkdown, formatText, type Format } from "./format.ts";
import { LineIndex } from "./lines.ts";
import { isBreaking, type DiffResult } from "./model.ts";

export interface Io {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  /** The directory paths in annotations are relative to (default: the working directory). */
  cwd?: string;
}

const PROGRAM = "teamchat-spec";
const FLAGS = {
  "from-level": { type: "string", help: "the level a client is written for (with --to-level)" },
  "to-level": { type: "string", help: "the level of the server it meets" },
  spec: { type: "string", help: "the spec for --from-level/--to-level (default: the bundled openapi.yaml)" },
  base: { type: "string", help: "the spec before the change (with --revision)" },
  revision: { type: "string", help: "the spec after the change" },
  format: { type: "string", default: "text", help: `output: ${FORMATS.join(", ")}` },
  "fail-on": { type: "string", default: "breaking", help: "exit 1 on: breaking (and unrecorded), unrecorded, never" },
  client: { type: "string", help: "a source file calling the typed client: what its calls meet between the levels" },
  typecheck: { type: "boolean", help: "with --client: compare the generated types of both levels as types" },
  help: { type: "boolean", short: "h", help: "this help" },
} as const;

export const USAGE = `usage: ${PROGRAM} diff --from-level A --to-level B [--client FILE [--typecheck]] | --base OLD.yaml --revision NEW.yaml  [--format ${FORMATS.join("|")}] [--fail-on breaking|unrecorded|never]`;
const HELP = `${USAGE}

Every change per operation, parameter, request field, response field, enum value, error and event form,
classified for clients (breaking for a caller, breaking for a reader, compatible, behaviour), with the feature
level that records it and the seed's words for that level.

${flagHelp(FLAGS)}

Exit status: 0 nothing breaking and every change recorded; 1 a breaking change (--fail-on breaking), a change
not recorded at a feature level or a declared level change not seen; 2 a usage mistake or an unreadable spec.
`;

class InputError extends Error {}

function readYaml(path: string, flag: string): JsonObject {
  if (!existsSync(path)) throw new InputError(`--${flag} ${path}: no such file`);
  let doc: unknown;
  try {
    doc = parse(readFileSync(path, "utf8"), { maxAliasCount: -1 });
  } catch (e) {
    throw new InputError(`--${flag} ${path}: not valid YAML (${(e as Error).message.split("\n")[0]})`);
  }
  const d = doc as JsonObject | null;
  if (!d || typeof d !== "object" || !d.paths || typeof d.info?.["x-newest-feature-level"] !== "number")
    throw new InputError(`--${flag} ${path}: not an OpenAPI document of this API (no paths or no info.x-newest-feature-level)`);
  return d;
}

export async function main(argv: readonly string[], io: Io): Promise<number> {
  const fail = (message: string) => {
    io.stderr(`${PROGRAM}: ${message}\n`);
    return 2;
  };
  try {
    const [command, ...rest] = argv;
    if (command === "--help" || command === "-h" || command === "help" || command === undefined) {
      (command === undefined ? io.stderr : io.stdout)(command === undefined ? `${PROGRAM}: a command is required (${USAGE})\n` : HELP);
      return command === undefined ? 2 : 0;
    }
    if (command !== "diff") return fail(`unknown command ${command}; the command is diff (${USAGE})`);
    const flags = parseFlags(rest, FLAGS);
    const v = flags.values;
    if (v.help) {
      io.stdout(HELP);
      return 0;
    }
    const format = v.format as Format;
    if (!FORMATS.includes(format)) return fail(`--format must be one of ${FORMATS.join(", ")}, got "${v.format}"`);
    if (!["breaking", "unrecorded", "never"].includes(v["fail-on"])) return fail(`--fail-on must be breaking, unrecorded or never, got "${v["fail-on"]}"`);
    const levels = flags.given("from-level") || flags.given("to-level");
    const files = flags.given("base") || flags.given("revision");
    if (levels && files) return fail("give either --from-level/--to-level or --base/--revision, not both");
    if (!levels && !files) return fail(`nothing to compare (${USAGE})`);
    if (v.typecheck && !v.client) return fail("--typecheck needs --client FILE");

    let result: DiffResult;
    let specFile: string;
    let text: string | undefined;
    const cwd = io.cwd ?? process.cwd();
    if (levels) {
      const from = flags.integer("from-level");
      const to = flags.integer("to-level");
      if (from === undefined || to === undefined) return fail("--from-level and --to-level go together");
      if (v.base || v.revision) return fail("--base/--revision cannot be combined with levels");
      specFile = v.spec ?? SPEC_PATH;
      const raw = v.spec ? readYaml(v.spec, "spec") : readSpec();
      if (v.client) {
        if (!existsSync(v.client)) return fail(`--client ${v.client}: no such file`);
        const report = clientMeets(raw, readFileSync(v.client, "utf8"), from, to);
        if (v.typecheck) report.types = await typeProblems(raw, [...new Set(report.sites.map((s) => s.operation))], from, to);
        if (format === "text") text = formatClientText(report, v.client);
        result = report;
        if (format === "json") text = `${JSON.stringify(report, null, 2)}\n`;
        const broken = report.changes.some(isBreaking) || (report.types?.length ?? 0) > 0 || report.unknown.length > 0;
        io.stdout(text ?? render(result, format, specFile, specFile, cwd));
        return v["fail-on"] === "breaking" && broken ? 1 : 0;
      }
      result = diffLevels(raw, from, to);
    } else {
      if (!v.base || !v.revision) return fail("--base and --revision go together");
      if (v.spec) return fail("--spec is for --from-level/--to-level; give the files as --base and --revision");
      const baseRaw = readYaml(v.base, "base");
      const revRaw = readYaml(v.revision, "revision");
      result = diffFiles(baseRaw, revRaw, { base: v.base, revision: v.revision });
      specFile = v.revision;
      io.stdout(render(result, format, v.revision, v.base, cwd));
      return exitCode(result, v["fail-on"]);
    }
    io.stdout(render(result, format, specFile, specFile, cwd));
    return exitCode(result, v["fail-on"]);
  } catch (e) {
    if (e instanceof UsageError || e instanceof InputError) return fail(e.message);
    return fail(`failed: ${(e as Error).message.split("\n")[0]}`);
  }
}

function exitCode(r: DiffResult, failOn: string): number {
  if (failOn === "never") return 0;
  const unrecorded = r.changes.some((c) => !c.recorded) || r.unseen.length > 0;
  if (unrecorded) return 1;
  return failOn === "breaking" && r.changes.some(isBreaking) ? 1 : 0;
}

function render(r: DiffResult, format: Format, revisionFile: string, baseFile: string, cwd: string): string {
  if (format === "json") return formatJson(r);
  if (format === "markdown") return formatMarkdown(r);
  if (format === "text") return formatText(r);
  const indexes = new Map<string, LineIndex>();
  const index = (file: string) => indexes.get(file) ?? indexes.set(file, new LineIndex(readFileSync(file, "utf8"))).get(file)!;
  return formatGithub(r, (pointer, side) => {
    const file = side === "base" && baseFile !== revisionFile ? baseFile : revisionFile;
    return { file: relative(cwd, file) || file, line: index(file).line(pointer) };
  });
}
