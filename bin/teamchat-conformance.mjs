#!/usr/bin/env node
// npx teamchat-conformance --url http://127.0.0.1:9991 --dev
import { readFileSync } from "node:fs";
import { load, stopWithNpm } from "./launch.mjs";

// --version: the package's, without loading the suite.
if (process.argv.slice(2).includes("--version")) {
  const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  process.stdout.write(`teamchat-conformance ${version}\n`);
  process.exit(0);
}

stopWithNpm();

const { main } = await load("conformance/cli");
process.exitCode = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTty: process.stdout.isTTY,
  // Progress goes to stderr: its live line follows stderr's terminal, not stdout's (stdout may be a report).
  stderrIsTty: process.stderr.isTTY,
  columns: process.stderr.columns,
});
