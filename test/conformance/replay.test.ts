// --seed N --path P --only rule replays exactly the counterexample a failure printed.
import { describe, expect, it } from "vitest";
import { brokenServer, jsonResponse } from "./support/reference.ts";
import { BROKEN_SERVERS, serve } from "./support/broken-servers.ts";
import { runAgainst, failuresOf } from "./support/run.ts";

describe("replay", () => {
  it("reproduces a generic check's shrunk counterexample", async () => {
    const broken = BROKEN_SERVERS.find((b) => b.breaks === "checks/negative_data_rejection")!;
    const fetch = () => serve(broken).fetch;
    const first = failuresOf(await runAgainst(fetch(), { only: broken.only, seed: 7 }))[0];
    expect(first.replay?.path).toMatch(/@/);
    const again = failuresOf(await runAgainst(fetch(), { only: [first.rule], seed: first.replay!.seed, path: first.replay!.path }));
    expect(again).toHaveLength(1);
    expect(again[0].request).toEqual(first.request);
    expect(again[0].replay?.path).toBe(first.replay?.path);
  });

  it("reproduces a seed rule's shrunk counterexample", async () => {
    // Unknown channel IDs from 1.5e9 to 2e9 are "known" (below the integer-width edges every run tries first, which
    // are fixed cases, not generated ones): the shrunk counterexample is the boundary.
    const server = () =>
      brokenServer({
        request: (req) => {
          const id = Number(/\/streams\/(\d+)$/.exec(new URL(req.url).pathname)?.[1]);
          return req.method === "GET" && id >= 1_500_000_000 && id < 2_000_000_000 ? jsonResponse({ result: "success", msg: "", stream: {} }) : undefined;
        },
      }).fetch;
    const only = ["streams/get-stream-unknown-id"];
    const first = failuresOf(await runAgainst(server(), { only, seed: 3, runs: 30 }))[0];
    expect(first.request?.url).toMatch(/\/streams\/1500000000$/);
    const again = failuresOf(await runAgainst(server(), { only, seed: 3, runs: 30, path: first.replay!.path }));
    expect(again.map((f) => f.request?.url)).toEqual([first.request?.url]);
  });
});
