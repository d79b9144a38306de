#!/usr/bin/env node
// npx teamchat-server [--port 9991] [--db FILE|:memory:] ...: the reference server (server/main.ts reads the flags).
// better-sqlite3 is an optional peer dependency of the package, installed by those who run the server: without it,
// server/db/connection.ts throws on the first open, and this says in one line what to install.
import { load, renameProgram, stopWithNpm } from "./launch.mjs";

renameProgram("teamchat-server", "server");
stopWithNpm();
try {
  await load("server/main");
} catch (e) {
  if (e?.code !== "TEAMCHAT_MISSING_SQLITE") throw e;
  process.stderr.write(`teamchat-server: ${e.message}\n`);
  process.exit(1);
}
