// `npm run server`: the thin command line around createApp.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { readFlags } from "../lib/cli/flags.ts";
import { createApp, StartupError, type TeamchatApp } from "./app.ts";
import { HTTP_LIMITS, httpLimitsProblem, type AppOptions, type HttpLimits, type LoginRateLimits } from "./config.ts";
import { formatRateRule, parseRateRule, ZULIP_API_RATE_LIMIT } from "./http/rate-limit.ts";
import { checkOwnerInput, createOwner, OwnerError } from "./realm/organization.ts";
import { isSeeded } from "./realm/dev-realm.ts";
import { resolveSwitches, ZULIP_SWITCHES, type Profile, type SeedOnlySwitches } from "./profile.ts";

const USAGE =
  "usage: npm run server -- [--port N] [--host H] [--db FILE|:memory:] [--spec FILE] [--feature-level N] [--production] " +
  "[--create-owner EMAIL [--full-name NAME]] [--heartbeat-seconds N | --heartbeat-ms N] [--profile zulip|seed-only] [--switch NAME=VALUE ...] " +
  "[--rate-limit N/WINDOW|off] [--rate-limit-ip N/WINDOW|off] [--api-rate-limit N/WINDOW|zulip|off] " +
  "[--max-queues-per-user N] [--max-events-per-queue N] [--max-body-bytes N] [--headers-timeout T] [--request-timeout T] " +
  "[--keep-alive-timeout T] [--idle-timeout T] [--max-header-bytes N] (--profile seed-only: the seed's other readings, server/README.md)";

const { values, integer, duration, given, fail } = readFlags("server", USAGE, {
  port: { type: "string", default: "9991" },
  host: { type: "string", default: "127.0.0.1" },
  db: { type: "string", default: ".data/teamchat.sqlite3" },
  spec: { type: "string" },
  "feature-level": { type: "string" },
  production: { type: "boolean" },
  "create-owner": { type: "string" },
  "full-name": { type: "string" },
  "heartbeat-seconds": { type: "string" },
  "heartbeat-ms": { type: "string" },
  profile: { type: "string" },
  switch: { type: "string", multiple: true },
  "rate-limit": { type: "string" },
  "rate-limit-ip": { type: "string" },
  "api-rate-limit": { type: "string" },
  "max-queues-per-user": { type: "string" },
  "max-events-per-queue": { type: "string" },
  "max-body-bytes": { type: "string" },
  "headers-timeout": { type: "string" },
  "request-timeout": { type: "string" },
  "keep-alive-timeout": { type: "string" },
  "idle-timeout": { type: "string" },
  "max-header-bytes": { type: "string" },
});
const production = values.production ?? false;
const cli = {
  port: integer("port")!,
  host: values.host,
  db: values.db,
  featureLevel: integer("feature-level"),
  heartbeatSeconds: integer("heartbeat-seconds", { min: 1 }),
};
if (values.spec !== undefined && !existsSync(values.spec)) fail(`--spec ${values.spec}: no such file`);

const rule = (name: "rate-limit" | "rate-limit-ip") => {
  const text = values[name];
  if (text === undefined) return undefined;
  try {
    return parseRateRule(text);
  } catch (err) {
    return fail(`--${name} ${(err as Error).message}`);
  }
};
const loginRateLimits: Partial<LoginRateLimits> = { perUser: rule("rate-limit"), perIp: rule("rate-limit-ip") };
for (const k of ["perUser", "perIp"] as const) if (loginRateLimits[k] === undefined) delete loginRateLimits[k];

/** --api-rate-limit: the per-account API limit (Zulip's 200/60s with "zulip"; on in production by default, off otherwise). */
function apiRateLimitFlag(): AppOptions["apiRateLimit"] {
  const text = values["api-rate-limit"];
  if (text === undefined) return undefined;
  if (text === "zulip") return ZULIP_API_RATE_LIMIT;
  try {
    const r = parseRateRule(text);
    return r ? { requests: r.max, windowSeconds: r.windowMs / 1000 } : false;
  } catch (err) {
    return fail(`--api-rate-limit ${(err as Error).message.replace("or off", "zulip or off")}`);
  }
}
const apiRateLimit = apiRateLimitFlag();

const http: HttpLimits = {
  headersTimeoutMs: duration("headers-timeout") ?? HTTP_LIMITS.headersTimeoutMs,
  requestTimeoutMs: duration("request-timeout") ?? HTTP_LIMITS.requestTimeoutMs,
  keepAliveTimeoutMs: duration("keep-alive-timeout") ?? HTTP_LIMITS.keepAliveTimeoutMs,
  idleTimeoutMs: duration("idle-timeout") ?? HTTP_LIMITS.idleTimeoutMs,
  maxHeaderBytes: integer("max-header-bytes", { min: 1024 }) ?? HTTP_LIMITS.maxHeaderBytes,
};
for (const [flag, ms] of [["headers-timeout", http.headersTimeoutMs], ["request-timeout", http.requestTimeoutMs], ["keep-alive-timeout", http.keepAliveTimeoutMs], ["idle-timeout", http.idleTimeoutMs]] as const)
  if (ms < 100) fail(`--${flag} must be at least 100ms`);
if (cli.heartbeatSeconds !== undefined && given("heartbeat-ms")) fail("give --heartbeat-seconds or --heartbeat-ms, not both");
const heartbeatMs = cli.heartbeatSeconds !== undefined ? cli.heartbeatSeconds * 1000 : integer("heartbeat-ms", { min: 1 });

const profile = (values.profile ?? "zulip") as Profile;
if (profile !== "zulip" && profile !== "seed-only") fail(`--profile must be zulip or seed-only, got ${JSON.stringify(values.profile)}`);
/** --switch NAME=VALUE: one reading of server/profile.ts (true/false, a number, or a word). */
const seedOnly: Partial<SeedOnlySwitches> = {};
for (const text of values.switch) {
  const eq = text.indexOf("=");
  const name = eq < 0 ? text : text.slice(0, eq);
  if (!Object.hasOwn(ZULIP_SWITCHES, name)) fail(`--switch ${text}: unknown switch; switches: ${Object.keys(ZULIP_SWITCHES).join(", ")}`);
  const raw = eq < 0 ? "true" : text.slice(eq + 1);
  const value = raw === "true" ? true : raw === "false" ? false : /^[0-9]+$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== typeof ZULIP_SWITCHES[name as keyof SeedOnlySwitches]) fail(`--switch ${text}: ${name} takes a ${typeof ZULIP_SWITCHES[name as keyof SeedOnlySwitches]}`);
  (seedOnly as Record<string, unknown>)[name] = value;
}
let switches: SeedOnlySwitches;
try {
  switches = resolveSwitches(profile, seedOnly);
} catch (err) {
  fail((err as Error).message);
}
// A long heartbeat (the seed-only profile's 150 s) raises the idle timeout unless one is given: a long-poll is never cut.
const effectiveHeartbeatMs = heartbeatMs ?? switches!.heartbeatMs;
if (!given("idle-timeout")) http.idleTimeoutMs = Math.max(http.idleTimeoutMs, effectiveHeartbeatMs + 30_000);
const limitsProblem = httpLimitsProblem(http, effectiveHeartbeatMs);
if (limitsProblem) fail(limitsProblem);

const createOwnerEmail = values["create-owner"];
if (values["full-name"] !== undefined && createOwnerEmail === undefined) fail("--full-name goes with --create-owner");
if (createOwnerEmail !== undefined) {
  if (!production) fail("--create-owner needs --production (the development realm has its owner, desdemona@zulip.com)");
  if (cli.db === ":memory:") fail("--create-owner needs a database file (--db FILE), not :memory:");
  try {
    checkOwnerInput(createOwnerEmail, values["full-name"]);
  } catch (err) {
    if (err instanceof OwnerError) fail(`--create-owner: ${err.message}`);
    throw err;
  }
}

const displayHost = cli.host.includes(":") ? `[${cli.host}]` : cli.host;
let app: TeamchatApp;
try {
  app = createApp({
    db: cli.db,
    specPath: values.spec,
    featureLevel: cli.featureLevel,
    production,
    heartbeatMs,
    profile,
    seedOnly,
    maxQueuesPerUser: integer("max-queues-per-user", { min: 1 }),
    maxEventsPerQueue: integer("max-events-per-queue", { min: 1 }),
    maxBodyBytes: integer("max-body-bytes", { min: 1024 }),
    loginRateLimits,
    ...(apiRateLimit !== undefined ? { apiRateLimit } : {}),
    realmUrl: `http://${displayHost}:${cli.port}`,
  });
} catch (err) {
  if (!(err instanceof StartupError)) throw err;
  process.stderr.write(`server: ${err.message}\n`);
  process.exit(1);
}

if (createOwnerEmail !== undefined) {
  // Prints the credentials once and exits: nothing else ever shows them (the password is kept only as its hash).
  try {
    const owner = await createOwner(app.db, app.spec, { email: createOwnerEmail, fullName: values["full-name"], now: Math.floor(Date.now() / 1000) });
    console.log(
      [
        `Created the organization owner ${owner.email} (${owner.fullName}, user ID ${owner.userId}) in ${cli.db}.`,
        `  password: ${owner.password}`,
        `  API key:  ${owner.apiKey}`,
        "They are shown this once: store them now (the password is kept only as a scrypt hash).",
      ].join("\n"),
    );
    app.close();
    process.exit(0);
  } catch (err) {
    app.close();
    if (!(err instanceof OwnerError)) throw err;
    process.stderr.write(`server: --create-owner: ${err.message}\n`);
    process.exit(1);
  }
}

const server = serve(
  {
    fetch: app.fetch,
    port: cli.port,
    hostname: cli.host,
    serverOptions: {
      headersTimeout: http.headersTimeoutMs,
      requestTimeout: http.requestTimeoutMs,
      keepAliveTimeout: http.keepAliveTimeoutMs,
      maxHeaderSize: http.maxHeaderBytes,
      // How often Node checks the headers and request timeouts (its default, 30 s, would stretch short ones).
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(Math.min(http.headersTimeoutMs, http.requestTimeoutMs) / 4))),
    },
  },
  (info) => {
    const url = `http://${displayHost}:${info.port}`;
    const c = app.config;
    console.log(
      `Team Chat reference server on ${url} (API ${url}/api/v1, feature level ${c.featureLevel}, ` +
        `${production ? "production" : "development"} mode, database ${cli.db}, profile ${c.profile})`,
    );
    console.log(
      `Limits: login rate ${formatRateRule(c.loginRateLimits.perUser)} per username, ${formatRateRule(c.loginRateLimits.perIp)} per IP; ` +
        `API rate ${c.apiRateLimit ? `${c.apiRateLimit.requests}/${c.apiRateLimit.windowSeconds}s per account` : "off"}; ` +
        `${c.maxQueuesPerUser} event queues per user, ${c.maxEventsPerQueue} events per queue; bodies ${c.maxBodyBytes} bytes; ` +
        `headers ${http.headersTimeoutMs / 1000} s, request ${http.requestTimeoutMs / 1000} s, keep-alive ${http.keepAliveTimeoutMs / 1000} s, idle ${http.idleTimeoutMs / 1000} s`,
    );
    if (production && !isSeeded(app.db))
      console.log(`The organization has no accounts yet: create its owner with \`npm run server -- --production --db ${cli.db} --create-owner EMAIL\`.`);
  },
);
// A connection on which nothing moves this long is closed (a long-poll answers within its heartbeat, well before).
server.setTimeout(http.idleTimeoutMs);
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
// `npm run server &` then `kill $!`: npm passes SIGTERM to the shell it started, which dies without passing it on
// (and tsx's node would not get it either): the server follows npm instead, stopping when npm is gone (bin/launch.mjs).
// In a clone only: the installed package's bin (teamchat-server) does it itself, and has no bin/ beside dist/.
const launch = new URL("../bin/launch.mjs", import.meta.url);
if (existsSync(fileURLToPath(launch))) ((await import(launch.href)) as { stopWithNpm: () => void }).stopWithNpm();
