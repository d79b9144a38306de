/**
 * `npm run spec -- --level N [--out file]`: writes openapi.yaml as a server at feature level N follows it (what
 * came later removed, renamed names restored, older forms patched back, examples as that server sends them).
 * Thin CLI over lib/spec publishedAtLevel (specAtLevel with its examples fitted to the level).
 */
import { writeFileSync } from "node:fs";
import { stringify } from "yaml";
import { newestLevel, publishedAtLevel, readSpec } from "../lib/spec/index.ts";
import { readFlags } from "../lib/cli/flags.ts";

const { values, fail, integer } = readFlags("spec", "usage: npm run spec -- --level N [--out file.yaml]", {
  level: { type: "string" },
  out: { type: "string" },
});
const level = integer("level") ?? fail("--level is required");

const source = readSpec();
const newest = newestLevel(source);
if (level > newest) process.stderr.write(`spec: level ${level} is newer than the spec's newest (${newest}); writing ${newest}\n`);
const yaml = stringify(publishedAtLevel(source, Math.min(level, newest)), { lineWidth: 0 });
if (values.out) {
  writeFileSync(values.out, yaml);
  process.stderr.write(`spec: wrote the level-${Math.min(level, newest)} view to ${values.out}\n`);
} else {
  process.stdout.write(yaml);
}
