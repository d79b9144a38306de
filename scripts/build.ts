/**
 * `npm run build` (and `prepack`): the package's JavaScript in dist/, so the bins (bin/) run without tsx or any
 * dev dependency. tsc compiles with tsconfig.build.json (the `.ts` import specifiers rewritten to `.js`); the
 * files the code reads at run time are copied beside it: openapi.yaml to dist/openapi.yaml, where
 * lib/spec/load.ts finds it relative to dist/lib/spec/load.js (SPEC_PATH).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
export const DIST = join(ROOT, "dist");

/** Files read at run time, relative to the project root; each is copied to the same place under dist/. */
export const RUNTIME_FILES = ["openapi.yaml"];

export function build(): void {
  rmSync(DIST, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const run = spawnSync(process.execPath, [tsc, "-p", join(ROOT, "tsconfig.build.json")], { stdio: "inherit" });
  if (run.status !== 0) {
    process.stderr.write(`build: tsc failed (exit ${run.status})\n`);
    process.exit(1);
  }
  for (const file of RUNTIME_FILES) copyFileSync(join(ROOT, file), join(DIST, file));
  process.stdout.write(`build: wrote dist/ (tsc -p tsconfig.build.json, plus ${RUNTIME_FILES.join(", ")})\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) build();
