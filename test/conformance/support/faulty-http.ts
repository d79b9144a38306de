// Real HTTP servers with one fault, on ephemeral ports of 127.0.0.1: the reference server (in this process, on an
// in-memory database) behind node:http, except where a fault takes the request (hang, reset, garbage, an HTML 502,
// a huge body, a drip, a redirect loop). The suite reaches them over real sockets, as it reaches a real server.
// Also here: the CLI as a child process (its own process group, test/support/processes.ts) with timing.
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { Socket } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createApp, type AppOptions } from "../../../server/app.ts";
import { exited, killGroup, spawnGroup, stopGroup } from "../../support/processes.ts";

/** Takes the request (and answers it, or not) when it returns true; the reference server answers otherwise. */
export type Fault = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface FaultyServer {
  url: string;
  /** Requests per "METHOD /path" (API path without /api/v1). */
  hits: Map<string, number>;
  /** Request headers seen, in order. */
  headers: IncomingMessage["headers"][];
  /** Connections open now (the client's, as the server sees them). */
  openSockets(): number;
  close(): Promise<void>;
}

/** "METHOD /path" of a request, the path without /api/v1 and the query. */
export const opOf = (req: IncomingMessage) => `${req.method} ${new URL(req.url ?? "/", "http://x").pathname.replace(/^\/api\/v1/, "")}`;

export async function faultyServer(fault: Fault, options: { app?: AppOptions; tls?: { key: string; cert: string }; delayMs?: number } = {}): Promise<FaultyServer> {
  const app = createApp({ db: ":memory:", log: () => {}, ...options.app });
  const listener = getRequestListener((req) => app.fetch(req));
  const sockets = new Set<Socket>();
  const hits = new Map<string, number>();
  const headers: IncomingMessage["headers"][] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    hits.set(opOf(req), (hits.get(opOf(req)) ?? 0) + 1);
    headers.push(req.headers);
    res.on("error", () => {});
    if (fault(req, res)) return;
    // A slow server: every answer after delayMs.
    if (options.delayMs) setTimeout(() => void listener(req, res), options.delayMs);
    else void listener(req, res);
  };
  const server: Server = options.tls ? createHttpsServer(options.tls, handler) : createHttpServer(handler);
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("error", () => {});
    s.once("close", () => sockets.delete(s));
  });
  server.on("secureConnection", (s: Socket) => {
    sockets.add(s);
    s.on("error", () => {});
    s.once("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `${options.tls ? "https" : "http"}://127.0.0.1:${port}`,
    hits,
    headers,
    openSockets: () => sockets.size,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      app.close();
    },
  };
}

// --- faults ---

export const hang: Fault = () => true;

export const reset: Fault = (req) => {
  (req.socket as Socket & { resetAndDestroy?: () => void }).resetAndDestroy?.() ?? req.socket.destroy();
  return true;
};

export const invalidJson: Fault = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" }).end('{"result": "success", "streams": [{"stream_id": 1,');
  return true;
};

export const html502: Fault = (_req, res) => {
  res.writeHead(502, { "content-type": "text/html" }).end("<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>");
  return true;
};

/** A JSON-looking body of `bytes` bytes, written as fast as the client reads, until the client goes. */
export const hugeBody =
  (bytes: number): Fault =>
  (_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": String(bytes) });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !res.destroyed) {
        const n = Math.min(chunk.length, bytes - sent);
        sent += n;
        if (!res.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void res.once("drain", pump);
      }
      if (!res.destroyed) res.end();
    };
    pump();
    return true;
  };

/** Headers at once, then one byte of body every `everyMs`, for ever (until the client goes). */
export const drip =
  (everyMs: number): Fault =>
  (_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write("{");
    const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(" ")), everyMs);
    res.once("close", () => clearInterval(timer));
    return true;
  };

/** 302 to the same URL with a counter: a redirect loop with no end. */
export const redirectLoop: Fault = (req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  url.searchParams.set("hop", String(Number(url.searchParams.get("hop") ?? 0) + 1));
  res.writeHead(302, { location: url.pathname + url.search }).end();
  return true;
};

/** A missing route, as a proxy in front of the server answers it. */
export const notFound: Fault = (_req, res) => {
  res.writeHead(404, { "content-type": "text/html" }).end("<html><body><h1>Not Found</h1></body></html>");
  return true;
};

/** The fault on one operation only ("GET /streams"), every call. */
export const on =
  (op: string, fault: Fault): Fault =>
  (req, res) =>
    opOf(req) === op && fault(req, res);

// --- the CLI as a child process ---

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** From spawn to exit, ms. */
  elapsedMs: number;
  /** From the moment stdout ended with the verdict line to the process's exit, ms (undefined: no verdict line). */
  afterVerdictMs?: number;
}

const VERDICT = /^(Conformant|Not conformant|Incomplete|Configuration error|Server unreachable)/m;

/** `npm run conformance -- ARGS` as a child process in its own group; killed (and reported) after `limitMs`. */
export async function runCli(args: readonly string[], options: { limitMs?: number; env?: NodeJS.ProcessEnv } = {}): Promise<CliRun> {
  const started = Date.now();
  const child = spawnGroup(process.execPath, ["--import", "tsx", "conformance/cli.ts", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NO_COLOR: "1", ...options.env },
  });
  let stdout = "";
  let stderr = "";
  let verdictAt: number | undefined;
  child.stdout!.setEncoding("utf8").on("data", (d: string) => {
    stdout += d;
    if (verdictAt === undefined && VERDICT.test(stdout.split("\n").slice(-3).join("\n"))) verdictAt = Date.now();
  });
  child.stderr!.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), options.limitMs ?? 120_000);
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const status = await exited(child);
  const exitAt = Date.now();
  await closed;
  clearTimeout(timer);
  await stopGroup(child, "SIGKILL", 0);
  return { status, stdout, stderr, elapsedMs: exitAt - started, ...(verdictAt !== undefined ? { afterVerdictMs: exitAt - verdictAt } : {}) };
}

/** A stack trace line ("    at fn (file:line:col)"), which no output of the suite should ever contain. */
export const STACK_TRACE = /^\s+at .+(\(|:\d+:\d+)/m;
