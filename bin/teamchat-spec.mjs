#!/usr/bin/env node
// npx teamchat-spec diff --from-level 100 --to-level 267 | --base old.yaml --revision openapi.yaml [--format ...]
import { load } from "./launch.mjs";

process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
const { main } = await load("lib/spec-diff/cli");
process.exitCode = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
});
