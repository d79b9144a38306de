/**
 * `npm run spec-diff -- diff --from-level 100 --to-level 267` (and `--base old.yaml --revision openapi.yaml`): what
 * changed between two levels or two spec versions, classified for clients. Thin wrapper over lib/spec-diff/cli.ts,
 * which bin/teamchat-spec.mjs runs as `teamchat-spec`.
 */
import { main } from "../lib/spec-diff/cli.ts";

process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
process.exitCode = await main(process.argv.slice(2), { stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) });
