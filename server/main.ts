// `npm run server`: the thin command line around createApp.
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";

const USAGE = `usage: npm run server -- [--port N] [--host H] [--db FILE|:memory:] [--feature-level N] [--production] [--heartbeat-seconds N]`;

interface Cli {
  port: number;
  host: string;
  db: string;
  featureLevel?: number;
  production: boolean;
  heartbeatSeconds?: number;
}

function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(2);
}

function parseArgs(argv: string[]): Cli {
  const cli: Cli = { port: 9991, host: "127.0.0.1", db: ".data/teamchat.sqlite3", production: false };
  const int = (flag: string, v: string | undefined, min: number) => {
    if (v === undefined || !/^[0-9]+$/.test(v) || Number(v) < min) fail(`${flag} needs an integer >= ${min}`);
    return Number(v);
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].startsWith("--") && argv[i].includes("=") ? argv[i].split(/=(.*)/s, 2) : [argv[i], undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case "--port":
        cli.port = int(flag, value(), 0);
        break;
      case "--host":
        cli.host = value() ?? fail("--host needs a value");
        break;
      case "--db":
        cli.db = value() ?? fail("--db needs a value");
        break;
      case "--feature-level":
        cli.featureLevel = int(flag, value(), 0);
        break;
      case "--heartbeat-seconds":
        cli.heartbeatSeconds = int(flag, value(), 1);
        break;
      case "--production":
        cli.production = true;
        break;
      case "--help":
      case "-h":
        console.log(USAGE);
        process.exit(0);
      default:
        fail(`unknown flag ${flag} (${USAGE.replace("usage: ", "")})`);
    }
  }
  return cli;
}

const cli = parseArgs(process.argv.slice(2));
const displayHost = cli.host.includes(":") ? `[${cli.host}]` : cli.host;
const app = createApp({
  db: cli.db,
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
