/**
 * `npm run generate [-- --check]`: writes generated/ from openapi.yaml.
 *
 * - generated/openapi.d.ts: openapi-typescript over the spec as `redocly bundle` leaves it with the decorators of
 *   redocly.yaml applied (teamchat/feature-level-prose writes the "**Changes**" prose that becomes TSDoc);
 * - generated/wire-format.ts: which form fields and query values travel JSON-encoded, per operation;
 * - generated/feature-levels.ts: the levels of every operation and of its fields.
 *
 * `--check` regenerates in memory and exits 1 when a file on disk differs (CI runs it through a test).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { readFlags } from "../lib/cli/flags.ts";
import openapiTS, { astToString } from "openapi-typescript";
import { bundleSpec, ROOT } from "./lib/redocly.ts";
import { levelTable, newestFeatureLevel, wireTable } from "./lib/tables.ts";

export const GENERATED_DIR = join(ROOT, "generated");

const header = (what: string) =>
  `// DO NOT EDIT. Generated from openapi.yaml by \`npm run generate\` (scripts/generate.ts): ${what}.\n` +
  `// Change openapi.yaml (or the Redocly decorators) and run \`npm run generate\`; CI fails when this file is stale.\n`;

/** Every file of generated/, by name, as `npm run generate` would write it now. */
export async function renderGenerated(): Promise<Record<string, string>> {
  const bundled = bundleSpec();
  const ast = await openapiTS(bundled as any, { silent: true });
  const types = astToString(ast);

  const wire = JSON.stringify(wireTable(), null, 2);
  const levels = JSON.stringify(levelTable(), null, 2);
  return {
    "openapi.d.ts": `${header("TypeScript types of the spec (openapi-typescript)")}\n${types}`,
    "wire-format.ts":
      `${header("the wire format of every operation, read by client/form.ts")}` +
      `import type { OperationWire } from "../client/wire-types.ts";\n\n` +
      `/** Keyed \`METHOD /path\` as openapi-fetch spells them. */\n` +
      `export const wireFormat: Record<string, OperationWire> = ${wire};\n`,
    "feature-levels.ts":
      `${header("feature levels of operations and fields, read by client/feature-level.ts")}` +
      `import type { OperationLevels } from "../client/wire-types.ts";\n\n` +
      `/** The newest feature level the spec describes. */\n` +
      `export const newestFeatureLevel = ${newestFeatureLevel()};\n\n` +
      `/** Keyed by operationId. */\n` +
      `export const operationLevels: Record<string, OperationLevels> = ${levels};\n`,
  };
}

/** Names of the files of generated/ that differ from what generate would write (or from `files`, if given). */
export async function staleGenerated(files?: Record<string, string>): Promise<string[]> {
  files ??= await renderGenerated();
  return Object.entries(files)
    .filter(([name, text]) => {
      const path = join(GENERATED_DIR, name);
      return !existsSync(path) || readFileSync(path, "utf8") !== text;
    })
    .map(([name]) => name);
}

async function main() {
  const { values } = readFlags("generate", "usage: npm run generate [-- --check]", { check: { type: "boolean" } });
  if (values.check) {
    const stale = await staleGenerated();
    if (stale.length) {
      process.stderr.write(`generate: generated/ is stale (${stale.join(", ")}); run \`npm run generate\`\n`);
      process.exit(1);
    }
    process.stdout.write("generate: generated/ is up to date\n");
    return;
  }
  mkdirSync(GENERATED_DIR, { recursive: true });
  for (const [name, text] of Object.entries(await renderGenerated())) {
    writeFileSync(join(GENERATED_DIR, name), text);
    process.stdout.write(`generate: wrote generated/${name}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
