/**
 * `npm run mock [-- --port 4010] [--host 127.0.0.1] [--level N] [--write-variant file.json] [--verbose]`
 *
 * A mock Team Chat server: Prism (static mode, documented examples, so responses are deterministic) on the variant
 * of openapi.yaml that scripts/lib/mock-variant.ts writes (JSON-encoded form fields typed as JSON-shaped strings,
 * paths under /api/v1), behind a small translating layer. Point the client at the printed base URL.
 *
 * Why a translating layer rather than only the variant's documented 400 response: when a request is invalid, Prism
 * answers with the first example of the operation's documented 400 response, and that example is whatever error the
 * spec happens to list first (e.g. STREAM_DOES_NOT_EXIST for POST /scheduled_messages with a missing `content`),
 * or with its own 422/404 application/problem+json when nothing fits. Prism's static responses cannot depend on the
 * request, so only a layer in front can answer as the API does: 400 with `{result: "error", msg: "Missing 'content'
 * argument", code: "BAD_REQUEST"}` naming the field that is actually missing. The layer reads Prism's own
 * `sl-violations` header, so it does not re-validate anything, and it rewrites every problem+json into the envelope.
 * Everything else passes through untouched.
 *
 * The mock listens on its port at once (a taken port fails before Prism starts), but Prism needs a few seconds to
 * start: until it listens, and again if it ever stops, every request gets 503 with `Retry-After: 1` and the error
 * envelope (`{result: "error", msg: "mock: starting, Prism is not listening yet; retry", code: "MOCK_STARTING"}`),
 * never an answer the API would not give. A client or a readiness probe that retries on 503 gets the real answer.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { readFlags } from "../lib/cli/flags.ts";
import { API_PREFIX, mockVariant } from "./lib/mock-variant.ts";
import { listOperations, loadSpec } from "../lib/spec/index.ts";
import { translatingProxy } from "./lib/mock-proxy.ts";

export { envelopeForViolations } from "./lib/mock-proxy.ts";

export interface MockOptions {
  /** Port of the mock; 0 picks a free one. Default 4010. */
  port?: number;
  host?: string;
  /** Feature level of the mocked server (newest by default). */
  level?: number;
  /** Called with each line Prism prints after start-up. */
  onLog?: (line: string) => void;
}

export interface RunningMock {
  /** The server's base URL, e.g. `http://127.0.0.1:4010` (what createChatClient takes). */
  baseUrl: string;
  /** `${baseUrl}/api/v1`. */
  apiRoot: string;
  port: number;
  close(): Promise<void>;
}

/** A start-up failure with a one-line message for the command line (no stack trace): a taken port, no Prism. */
export class MockStartError extends Error {}

/**
 * Prism's command line, resolved like any dependency (the repository's node_modules, or the installed package's):
 * @stoplight/prism-cli is an optional peer dependency of the package (a devDependency here): those who run the mock
 * install it, those who run only the suite or the client download none of its 90 MB.
 */
function prismBin(): string {
  try {
    return join(dirname(createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json")), "dist/index.js");
  } catch {
    throw new MockStartError("the mock needs Prism, which is not installed: npm install @stoplight/prism-cli@~5.14");
  }
}

async function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createNetServer();
    s.once("error", reject);
    s.listen(0, host, () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Why the mock cannot answer yet (or any more): the 503 envelope's msg. */
type Unready = "starting" | "stopped";

/** Seconds the 503 asks a client to wait before retrying (Retry-After). */
export const RETRY_AFTER_S = 1;

/**
 * Puts a gate in front of the proxy's request handlers: while `state()` names a reason, a request is answered 503
 * with Retry-After and the error envelope instead of reaching Prism.
 */
function gate(server: Server, state: () => Unready | undefined): void {
  const handlers = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const reason = state();
    if (reason === undefined) {
      for (const handler of handlers) handler(req, res);
      return;
    }
    const msg = reason === "starting" ? "mock: starting, Prism is not listening yet; retry" : "mock: Prism has stopped; restart the mock";
    const body = JSON.stringify({ result: "error", msg, code: reason === "starting" ? "MOCK_STARTING" : "MOCK_STOPPED" });
    req.resume();
    res.writeHead(503, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      "retry-after": String(RETRY_AFTER_S),
    });
    res.end(body);
  });
}

/** Starts Prism on the mock variant and the translating layer in front of it. */
export async function startMock(options: MockOptions = {}): Promise<RunningMock> {
  const host = options.host ?? "127.0.0.1";
  const dir = mkdtempSync(join(tmpdir(), "teamchat-mock-"));
  const variantPath = join(dir, "mock-openapi.json");
  const variant = mockVariant({ level: options.level });
  writeFileSync(variantPath, JSON.stringify(variant));
  const operations = listOperations(loadSpec({ level: variant.info["x-feature-level-view"] }));

  const prismPort = await freePort(host);
  // The mock's own port first: a taken port fails at once, before Prism starts, with a one-line message.
  const proxy = translatingProxy(prismPort, host, operations);
  let unready: Unready | undefined = "starting";
  gate(proxy, () => unready);
  try {
    await new Promise<void>((resolve, reject) => {
      proxy.once("error", reject);
      proxy.listen(options.port ?? 4010, host, () => resolve());
    });
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    const code = (e as NodeJS.ErrnoException).code;
    const where = `${host}:${options.port ?? 4010}`;
    if (code === "EADDRINUSE") throw new MockStartError(`port ${where} is already in use; stop what runs there or choose another with --port N`);
    if (code === "EACCES") throw new MockStartError(`no permission to listen on ${where}; choose a port above 1023 with --port N`);
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") throw new MockStartError(`cannot listen on ${where}: no such local address (--host)`);
    throw e;
  }
  const closeProxy = () => new Promise<void>((resolve) => proxy.close(() => resolve()));
  let bin: string;
  try {
    bin = prismBin();
  } catch (e) {
    await closeProxy();
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }

  const prism: ChildProcess = spawn(
    process.execPath,
    [bin, "mock", variantPath, "--host", host, "--port", String(prismPort), "--dynamic", "false"],
    // Its own process group (detached), stopped as a group: whatever Prism starts goes with it.
    { cwd: dir, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" }, detached: true },
  );
  const cleanupDir = () => rmSync(dir, { recursive: true, force: true });
  const killPrism = (signal: NodeJS.Signals) => {
    try {
      process.kill(-prism.pid!, signal);
    } catch {
      // the group is gone already
    }
  };
  // A test process that ends without close() takes Prism with it.
  const onExit = () => killPrism("SIGKILL");
  process.once("exit", onExit);
  prism.once("exit", () => {
    process.off("exit", onExit);
    unready = "stopped";
  });

  try {
    await new Promise<void>((resolve, reject) => {
      let output = "";
      let started = false;
      const timer = setTimeout(() => fail(new Error(`Prism did not start within 60 s:\n${output}`)), 60_000);
      const fail = (e: Error) => {
        clearTimeout(timer);
        killPrism("SIGKILL");
        reject(e);
      };
      const onData = (chunk: Buffer) => {
        const text = chunk.toString("utf8");
        if (started) {
          for (const line of text.split("\n")) if (line.trim()) options.onLog?.(line);
          return;
        }
        output += text;
        if (output.includes("Prism is listening")) {
          started = true;
          clearTimeout(timer);
          resolve();
        }
      };
      prism.stdout!.on("data", onData);
      prism.stderr!.on("data", onData);
      prism.once("exit", (code) => {
        if (!started) fail(new Error(`Prism exited (${code}) before listening:\n${output}`));
      });
    });
  } catch (e) {
    proxy.closeAllConnections();
    await closeProxy();
    cleanupDir();
    throw e;
  }
  unready = undefined;
  const port = (proxy.address() as AddressInfo).port;
  const baseUrl = `http://${host}:${port}`;
  return {
    baseUrl,
    apiRoot: `${baseUrl}${API_PREFIX}`,
    port,
    close: async () => {
      proxy.closeAllConnections();
      await closeProxy();
      if (prism.exitCode === null && prism.signalCode === null) {
        const exited = new Promise((resolve) => prism.once("exit", resolve));
        killPrism("SIGTERM");
        const timer = setTimeout(() => killPrism("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
      killPrism("SIGKILL"); // anything left in Prism's group
      cleanupDir();
    },
  };
}

/** How the command line names itself: `npm run mock` in a clone, the bin's own name in the package. */
export interface MockCommand {
  /** The prefix of its error messages ("mock", "teamchat-mock"). */
  program: string;
  /** What a user types to run it, in the usage ("npm run mock --", "teamchat-mock"). */
  command: string;
}

const usage = (command: string) => `usage: ${command} [--port 4010] [--host 127.0.0.1] [--level N] [--write-variant file.json] [--verbose]`;

/** The command line (`npm run mock`, the package's `teamchat-mock` bin, which passes its own name). */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  { program, command }: MockCommand = { program: "mock", command: "npm run mock --" },
): Promise<void> {
  const { values, integer } = readFlags(program, usage(command), {
    port: { type: "string", default: "4010" },
    host: { type: "string", default: "127.0.0.1" },
    level: { type: "string" },
    "write-variant": { type: "string" },
    verbose: { type: "boolean" },
  }, argv);
  const level = integer("level");
  if (values["write-variant"]) {
    writeFileSync(values["write-variant"], JSON.stringify(mockVariant({ level }), null, 2));
    process.stdout.write(`${program}: wrote the Prism variant of openapi.yaml to ${values["write-variant"]}\n`);
    return;
  }
  let mock: RunningMock;
  try {
    mock = await startMock({
      port: integer("port"),
      host: values.host,
      level,
      onLog: values.verbose ? (line) => process.stderr.write(`${line}\n`) : undefined,
    });
  } catch (e) {
    if (!(e instanceof MockStartError)) throw e;
    process.stderr.write(`${program}: ${e.message}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `Mock Team Chat server (Prism) at ${mock.baseUrl}\n` +
      `  API root: ${mock.apiRoot}\n` +
      `  client:   createChatClient({ baseUrl: "${mock.baseUrl}", email: "iago@zulip.com", apiKey: "any" })\n` +
      `  Ctrl-C to stop.\n`,
  );
  const stop = () => void mock.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
