/**
 * `npm run spec -- --level N [--out file]`: writes openapi.yaml as a server at feature level N follows it (what
 * came later removed, renamed names restored, older forms patched back). Thin CLI over lib/spec specAtLevel.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { stringify } from "yaml";
import { newestLevel, readSpec, specAtLevel } from "../lib/spec/index.ts";

const USAGE = "usage: npm run spec -- --level N [--out file.yaml]";

function fail(message: string): never {
  process.stderr.write(`spec: ${message}\n${USAGE}\n`);
  process.exit(2);
}

let values: { level?: string; out?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { level: { type: "string" }, out: { type: "string" }, help: { type: "boolean", short: "h" } },
    strict: true,
  }));
} catch (error) {
  fail((error as Error).message.split("\n")[0]);
}
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (values.level === undefined) fail("--level is required");
if (!/^\d+$/.test(values.level)) fail(`--level must be a non-negative integer, got "${values.level}"`);

const source = readSpec();
const level = Number(values.level);
const newest = newestLevel(source);
if (level > newest) process.stderr.write(`spec: level ${level} is newer than the spec's newest (${newest}); writing ${newest}\n`);
const yaml = stringify(specAtLevel(source, Math.min(level, newest)), { lineWidth: 0 });
if (values.out) {
  writeFileSync(values.out, yaml);
  process.stderr.write(`spec: wrote the level-${Math.min(level, newest)} view to ${values.out}\n`);
} else {
  process.stdout.write(yaml);
}
