#!/usr/bin/env node
// npx teamchat-conformance --url http://127.0.0.1:9991 --dev
// The suite is TypeScript; tsx's ESM loader is registered here so the bin runs without a build step.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../conformance/cli.ts");
process.exitCode = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTty: process.stdout.isTTY,
});
