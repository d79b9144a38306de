// `npm run server`: the thin command line around createApp.
import { existsSync } from "node:fs";
import { serve } from "@hono/node-server";
import { readFlags } from "../lib/cli/flags.ts";
import { createApp } from "./app.ts";

const USAGE = `usage: npm run server -- [--port N] [--host H] [--db FILE|:memory:] [--spec FILE] [--feature-level N] [--production] [--heartbeat-seconds N]`;

const { values, integer, fail } = readFlags("server", USAGE, {
  port: { type: "string", default: "9991" },
  host: { type: "string", default: "127.0.0.1" },
  db: { type: "string", default: ".data/teamchat.sqlite3" },
  spec: { type: "string" },
  "feature-level": { type: "string" },
  production: { type: "boolean" },
  "heartbeat-seconds": { type: "string" },
});
const cli = {
  port: integer("port")!,
  host: values.host,
  db: values.db,
  featureLevel: integer("feature-level"),
  production: values.production ?? false,
  heartbeatSeconds: integer("heartbeat-seconds", { min: 1 }),
};
if (values.spec !== undefined && !existsSync(values.spec)) fail(`--spec ${values.spec}: no such file`);
const displayHost = cli.host.includes(":") ? `[${cli.host}]` : cli.host;
const app = createApp({
  db: cli.db,
  specPath: values.spec,
  featureLevel: cli.featureLevel,
  production: cli.production,
  heartbeatMs: cli.heartbeatSeconds !== undefined ? cli.heartbeatSeconds * 1000 : undefined,
  realmUrl: `http://${displayHost}:${cli.port}`,
});

const server = serve({ fetch: app.fetch, port: cli.port, hostname: cli.host }, (info) => {
  const url = `http://${displayHost}:${info.port}`;
  console.log(
    `Team Chat reference server on ${url} (API ${url}/api/v1, feature level ${app.config.featureLevel}, ` +
      `${cli.production ? "production" : "development"} mode, database ${cli.db})`,
  );
});
server.on("error", (err: NodeJS.ErrnoException) => {
  console.error(`error: cannot listen on ${cli.host}:${cli.port}: ${err.code ?? err.message}`);
  process.exit(1);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  app.close(); // wakes pending long-polls, closes the database
  server.close(() => process.exit(0));
  (server as any).closeIdleConnections?.();
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
