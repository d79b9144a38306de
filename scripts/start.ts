/**
 * `npm start`, the newcomer's main job: the reference server on a fresh in-memory database on a free local port,
 * then the conformance suite against it over real HTTP, as a server implementer would run it. Extra arguments go
 * to the suite (e.g. `npm start -- --reporter json`). Exits with the suite's exit code.
 */
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createApp } from "../server/app.ts";
import { main } from "../conformance/cli.ts";

const app = createApp({ db: ":memory:", log: () => {} });
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise<void>((resolve, reject) => {
  server.once("listening", resolve);
  server.once("error", reject);
});
const { port } = server.address() as AddressInfo;
const url = `http://127.0.0.1:${port}`;
process.stderr.write(`Reference server on ${url} (in-memory database); running the conformance suite against it.\n\n`);

const code = await main(["--url", url, "--dev", ...process.argv.slice(2)], {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTty: process.stdout.isTTY,
  stderrIsTty: process.stderr.isTTY,
  columns: process.stderr.columns,
});
server.close();
app.close();
process.exit(code);
