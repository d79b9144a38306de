/**
 * `npm run build` (and `prepack`): the package's JavaScript in dist/, so the bins (bin/) run without tsx or any
 * dev dependency. tsc compiles with tsconfig.build.json (the `.ts` import specifiers rewritten to `.js`); the
 * files the code reads at run time are copied beside it: openapi.yaml to dist/openapi.yaml, where
 * lib/spec/load.ts finds it relative to dist/lib/spec/load.js (SPEC_PATH).
 *
 * Declarations: tsc emits a `.d.ts` beside every module, but keeps the source's `.ts` import specifiers in them
 * (rewriteRelativeImportExtensions only rewrites the JavaScript) and does not copy generated/openapi.d.ts. So the
 * build copies that file to dist/generated/openapi.d.ts with an empty dist/generated/openapi.js beside it (the
 * "./types" entry of `exports`), and rewrites every relative `.ts`/`.d.ts` specifier of the emitted declarations to
 * `.js`: what a consumer's TypeScript resolves under any moduleResolution (node16, nodenext, bundler).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
export const DIST = join(ROOT, "dist");

/**
 * Files read at run time, relative to the project root; each is copied to the same place under dist/. The seed
 * coverage map's statements give `teamchat-spec diff` the seed's words for each feature level.
 */
export const RUNTIME_FILES = ["openapi.yaml", "conformance/coverage/statements.yaml"];

/** Relative specifiers ending in .ts or .d.ts, in `from "..."`, `import("...")` and `/// <reference path>`. */
const TS_SPECIFIER = /(["'])(\.{1,2}\/[^"'\n]*?)(?:\.d)?\.ts\1/g;

/** Rewrites the relative `.ts` specifiers of one declaration file to `.js`; returns the new text. */
export function rewriteDeclaration(text: string): string {
  return text.replace(TS_SPECIFIER, (_, quote: string, stem: string) => `${quote}${stem}.js${quote}`);
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".d.ts"))
    .map((e) => join(e.parentPath, e.name));
}

export function build(): void {
  rmSync(DIST, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const run = spawnSync(process.execPath, [tsc, "-p", join(ROOT, "tsconfig.build.json")], { stdio: "inherit" });
  if (run.status !== 0) {
    process.stderr.write(`build: tsc failed (exit ${run.status})\n`);
    process.exit(1);
  }
  for (const file of RUNTIME_FILES) copyFileSync(join(ROOT, file), join(DIST, file));
  copyFileSync(join(ROOT, "generated/openapi.d.ts"), join(DIST, "generated/openapi.d.ts"));
  writeFileSync(join(DIST, "generated/openapi.js"), "// Types only: see openapi.d.ts (the package's \"./types\" entry).\nexport {};\n");
  for (const file of declarationFiles(DIST)) {
    const text = readFileSync(file, "utf8");
    const rewritten = rewriteDeclaration(text);
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
  process.stdout.write(`build: wrote dist/ (tsc -p tsconfig.build.json, plus ${RUNTIME_FILES.join(", ")} and generated/openapi.d.ts)\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) build();
