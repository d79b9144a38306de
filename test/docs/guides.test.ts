/**
 * The guides run as written. Every `sh` and `ts` code block of docs/guides/*.md says whether it runs, in its info
 * string (GitHub and the docs site show only the language):
 *
 *   ```ts runnable=mock,server     run against the mock (npm run mock) and against the reference server
 *   ```sh runnable=server          run against the reference server (npm run server, a fresh :memory: database)
 *   ```ts runnable=local           run in the repository, no server
 *   ```sh runnable=no              not run (an install step, a long-running command, a placeholder host)
 *
 * The first target named is the one the block is written for: the block names its default address
 * (http://127.0.0.1:4010 for the mock, http://127.0.0.1:9991 for the reference server). The test starts each target
 * on a free port and replaces that address in the block by the target's actual one; nothing else is changed (so a
 * `mock,server` block shows that the same code runs against the reference server once given its address). A `sh`
 * block runs with `bash -e -o pipefail` from the repository root; a `ts` block runs with tsx from a directory that
 * sees the repository's top-level folders where the guide's imports expect them (`./client/index.ts`), after all
 * `ts` blocks are type-checked together with tsc. A block passes when it exits 0 (curl with --fail-with-body, the
 * suite's exit code); a `ts` block also must write nothing to stderr (the samples print API errors with
 * console.error).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/redocly.ts";
import { startMock, type RunningMock } from "../../scripts/mock.ts";
import { runGroup, spawnGroup, stopGroup } from "../support/processes.ts";

const GUIDES = join(ROOT, "docs/guides");
const TARGETS = { mock: "http://127.0.0.1:4010", server: "http://127.0.0.1:9991", local: "" } as const;
type Target = keyof typeof TARGETS;

interface Block {
  guide: string;
  line: number;
  lang: string;
  targets: Target[];
  code: string;
}

/** Every fenced block of a guide with its info string parsed; throws on a sh/ts block without a valid marker. */
function runnableBlocks(guide: string, markdown: string): { blocks: Block[]; problems: string[] } {
  const blocks: Block[] = [];
  const problems: string[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```(\S*)(.*)$/.exec(lines[i]);
    if (!fence) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i].startsWith("```"); i++) body.push(lines[i]);
    const lang = fence[1];
    if (lang !== "sh" && lang !== "ts") continue;
    const marker = /(?:^|\s)runnable=(\S+)/.exec(fence[2]);
    const where = `${guide}:${start + 1}`;
    if (!marker) {
      problems.push(`${where}: a \`${lang}\` block without runnable=<mock,server,local or no>`);
      continue;
    }
    if (marker[1] === "no") continue;
    const targets = marker[1].split(",");
    const unknown = targets.filter((t) => !(t in TARGETS));
    if (unknown.length) problems.push(`${where}: unknown runnable target ${unknown.join(", ")}`);
    else blocks.push({ guide, line: start + 1, lang, targets: targets as Target[], code: body.join("\n") + "\n" });
  }
  return { blocks, problems };
}

const guides = readdirSync(GUIDES).filter((f) => f.endsWith(".md")).sort();
const parsed = guides.map((g) => runnableBlocks(g, readFileSync(join(GUIDES, g), "utf8")));
const BLOCKS = parsed.flatMap((p) => p.blocks);
const CASES = BLOCKS.flatMap((b) => b.targets.map((t) => [`${b.guide}:${b.line} (${b.lang}) against ${t === "local" ? "nothing" : `the ${t}`}`, b, t] as const));

/** The environment without what `npm test` exports for npm itself. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k) && k !== "INIT_CWD") env[k] = v;
  return { ...env, NO_COLOR: "1", FORCE_COLOR: "0" };
}

let work: string;
let mock: RunningMock;

/** A directory whose top-level entries are the repository's, so that `./client/index.ts` resolves from a file in it. */
function snippetDir(): string {
  const dir = join(work, "snippets");
  mkdirSync(dir, { recursive: true });
  for (const entry of ["client", "lib", "generated", "node_modules", "package.json"]) symlinkSync(join(ROOT, entry), join(dir, entry));
  return dir;
}
let snippets: string;
const snippetFile = (b: Block) => join(snippets, `${b.guide.replace(/\W+/g, "-")}-${b.line}.ts`);

/** The reference server on a free port with a fresh database, as `npm run server` starts it. */
async function startServer() {
  const child = spawnGroup(process.execPath, ["--import", "tsx", "server/main.ts", "--port", "0", "--db", ":memory:"], {
    cwd: ROOT,
    env: cleanEnv(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the reference server did not start within 60 s:\n${output}`)), 60_000);
    const onData = (d: Buffer) => {
      output += d.toString("utf8");
      const m = /reference server on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the reference server exited (${code}):\n${output}`)));
  });
  return { url, stop: () => stopGroup(child) };
}

describe("guides: runnable code blocks", () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "teamchat-guides-"));
    snippets = snippetDir();
    for (const b of BLOCKS.filter((x) => x.lang === "ts")) writeFileSync(snippetFile(b), b.code);
    mock = await startMock({ port: 0 });
  }, 120_000);

  afterAll(async () => {
    await mock?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("every sh and ts block says whether it runs, and each guide with code has runnable blocks", () => {
    expect(parsed.flatMap((p) => p.problems)).toEqual([]);
    expect(guides).toContain("client-quickstart.md");
    for (const g of ["client-quickstart.md", "server-implementers.md"]) expect(BLOCKS.some((b) => b.guide === g), g).toBe(true);
  });

  it("type-checks every ts block (tsc, the repository's settings)", async () => {
    const files = BLOCKS.filter((b) => b.lang === "ts").map(snippetFile);
    writeFileSync(
      join(snippets, "tsconfig.json"),
      JSON.stringify({ extends: join(ROOT, "tsconfig.json"), compilerOptions: { noEmit: true, types: ["node"] }, include: files }),
    );
    const run = await runGroup(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", join(snippets, "tsconfig.json")], {
      cwd: snippets,
      timeoutMs: 120_000,
    });
    expect(`${run.stdout}${run.stderr}`).toBe("");
    expect(run.status).toBe(0);
  }, 150_000);

  it.each(CASES)("%s runs as written", async (_, block, target) => {
    const server = target === "server" ? await startServer() : undefined;
    try {
      const actual = target === "mock" ? mock.baseUrl : (server?.url ?? "");
      const written = TARGETS[block.targets[0]];
      if (written) expect(block.code, `the block names ${written}`).toContain(written);
      const code = target === "local" || !written ? block.code : block.code.split(written).join(actual);
      let run;
      if (block.lang === "sh") {
        const file = join(work, `${block.guide}-${block.line}-${target}.sh`);
        writeFileSync(file, code);
        run = await runGroup("bash", ["-e", "-o", "pipefail", file], { cwd: ROOT, env: cleanEnv(), timeoutMs: 240_000 });
      } else {
        const file = snippetFile(block).replace(/\.ts$/, `.${target}.ts`);
        writeFileSync(file, code);
        run = await runGroup(process.execPath, ["--import", "tsx", file], { cwd: snippets, env: cleanEnv(), timeoutMs: 120_000 });
      }
      const shown = `--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
      expect(run.status, shown).toBe(0);
      if (block.lang === "ts") expect(run.stderr, shown).toBe("");
    } finally {
      await server?.stop();
    }
  }, 300_000);
});
