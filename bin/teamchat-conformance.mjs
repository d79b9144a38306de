#!/usr/bin/env node
// npx teamchat-conformance --url http://127.0.0.1:9991 --dev
import { load, stopWithNpm } from "./launch.mjs";

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
