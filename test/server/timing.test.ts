import { describe, expect, it } from "vitest";
import { asksToWait, ServerTimer } from "../../server/http/timing.ts";

describe("ServerTimer (the bench's server busy time)", () => {
  it("counts overlapping requests once (the union of in-flight intervals), and their own durations apart", () => {
    let t = 0;
    const timer = new ServerTimer(() => t);
    const a = timer.begin(); // 0..10
    t = 4;
    const b = timer.begin(); // 4..12
    t = 10;
    a();
    t = 12;
    b();
    t = 20;
    const c = timer.begin(); // 20..23
    t = 23;
    c();
    expect(timer.read()).toMatchObject({ busyMs: 15, sumMs: 21, requests: 3, maxMs: 10 });
  });

  it("keeps requests that wait on purpose (blocking long polls) out of the busy time", () => {
    let t = 0;
    const timer = new ServerTimer(() => t);
    const poll = timer.begin({ idle: true });
    t = 1000;
    poll();
    expect(timer.read()).toMatchObject({ busyMs: 0, requests: 0, waits: 1, waitMs: 1000 });
    expect(asksToWait("GET", "/api/v1/events?queue_id=q")).toBe(true);
    expect(asksToWait("GET", "/api/v1/events?queue_id=q&dont_block=true")).toBe(false);
    expect(asksToWait("POST", "/api/v1/events")).toBe(false);
  });

  it("reads the current stretch while requests are in flight, and resets", () => {
    let t = 0;
    const timer = new ServerTimer(() => t);
    const a = timer.begin();
    t = 5;
    expect(timer.read().busyMs).toBe(5);
    timer.reset();
    t = 7;
    a();
    expect(timer.read()).toMatchObject({ busyMs: 2, requests: 1 });
  });
});
