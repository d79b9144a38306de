// The stateful reference server (SQLite, spec-driven parsing, per-request transaction) against the stateless Prism
// mock, both over real HTTP on loopback, answering the same authenticated read requests.
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createApp } from "../../server/app.ts";
import { startMock, type RunningMock } from "../../scripts/mock.ts";
import type { Pair } from "../measure.ts";

const PATHS = ["/users/me", "/streams", "/server_settings", "/user_groups"];

export function serverVsMock(requestsPerRound: number, rounds: number): Pair {
  let app: ReturnType<typeof createApp>;
  let server: ReturnType<typeof serve>;
  let mock: RunningMock;
  let serverRoot = "";
  let auth = "";
  const burst = async (root: string) => {
    for (let i = 0; i < requestsPerRound; i++) {
      const res = await fetch(root + PATHS[i % PATHS.length], { headers: { authorization: auth } });
      if (!res.ok) throw new Error(`${root}${PATHS[i % PATHS.length]} answered ${res.status}`);
      await res.arrayBuffer();
    }
    return requestsPerRound;
  };
  return {
    name: "server-vs-mock",
    question: "authenticated read requests per second over HTTP, reference server / Prism mock",
    rounds,
    async setup() {
      app = createApp({ db: ":memory:", log: () => {} });
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
      await new Promise((resolve) => server.once("listening", resolve));
      serverRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
      mock = await startMock({ port: 0 });
      const key = await fetch(`${serverRoot}/dev_fetch_api_key`, {
        method: "POST",
        body: new URLSearchParams({ username: "hamlet@zulip.com" }),
      }).then((r) => r.json());
      auth = `Basic ${Buffer.from(`hamlet@zulip.com:${key.api_key}`).toString("base64")}`;
    },
    async teardown() {
      server.close();
      app.close();
      await mock.close();
    },
    a: { label: "reference server", run: () => burst(serverRoot) },
    b: { label: "Prism mock", run: () => burst(mock.apiRoot) },
  };
}
