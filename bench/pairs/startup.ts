// Start-up of the conformance command line against bare Node's: the time from spawning the process to the first
// request a server receives from it (`--url <a local listener> --dev`), and to the end of `--list-rules`, each against
// `node -e 0` (spawn to exit). The compiled CLI (dist/, as installed from the package) when it has been built, else
// the TypeScript through tsx (as in a clone); the bench says which.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { Pair, RoundOutcome } from "../measure.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export function cliCommand(): { args: string[]; label: string } {
  if (existsSync(`${ROOT}dist/conformance/cli.js`) && existsSync(`${ROOT}dist/openapi.yaml`))
    return { args: [fileURLToPath(new URL("../lib/compiled-cli.mjs", import.meta.url))], label: "compiled CLI (dist/)" };
  return { args: [`${ROOT}bin/teamchat-conformance.mjs`], label: "CLI through tsx (no complete dist/: npm run build)" };
}

function exitTime(args: string[]): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: "ignore" });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(performance.now() - start) : reject(new Error(`${args.join(" ")} exited ${code}`))));
  });
}

/** ms from spawning the CLI to the first request arriving at a local listener; the CLI is then stopped. */
async function firstRequest(args: string[]): Promise<number> {
  let arrived = 0;
  const server = createServer((_req, res) => {
    if (!arrived) arrived = performance.now();
    res.writeHead(503).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const start = performance.now();
  const child = spawn(process.execPath, [...args, "--url", url, "--dev"], { cwd: ROOT, stdio: "ignore" });
  try {
    await new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => arrived && (clearInterval(poll), resolve()), 2);
      child.once("exit", () => (clearInterval(poll), arrived ? resolve() : reject(new Error("the CLI exited before sending a request"))));
    });
    return arrived - start;
  } finally {
    child.kill("SIGKILL");
    server.close();
    server.closeAllConnections();
  }
}

export function startup(rounds: number): Pair {
  const cli = cliCommand();
  return {
    name: "startup",
    question: `start-ups per second, ${cli.label} to its first request / bare node (node -e 0, spawn to exit)`,
    rounds,
    a: {
      label: cli.label,
      async run(): Promise<RoundOutcome> {
        const first = await firstRequest(cli.args);
        const list = await exitTime([...cli.args, "--list-rules"]);
        return { ops: 1, seconds: first / 1000, figures: { "first request ms": first, "--list-rules ms": list } };
      },
    },
    b: {
      label: "bare node",
      async run(): Promise<RoundOutcome> {
        const ms = await exitTime(["-e", "0"]);
        return { ops: 1, seconds: ms / 1000, figures: { "start ms": ms } };
      },
    },
    targets: [
      { figure: "A:first request ms", op: "<=", value: 300, label: "the CLI's first request within 300 ms of its start", gapReason: "module loading (the CLI loads every rule, fast-check, Ajv, undici before its first request) and the spec read at start" },
      { figure: "A:--list-rules ms", op: "<=", value: 300, label: "--list-rules within 300 ms" },
    ],
  };
}
