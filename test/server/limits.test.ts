// Bounded server resources: event queues per user (the least recently polled idle queue goes), events per queue (past
// the cap the queue is discarded and its next GET /events is BAD_EVENT_QUEUE_ID, so the client re-registers), request
// bodies (413, declared or streamed), and the HTTP server's header, request, keep-alive and idle timeouts, with
// long-polls still answered. The defaults are the ones server/README.md lists.
import { connect, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { HTTP_LIMITS, MAX_BODY_BYTES, MAX_EVENTS_PER_QUEUE, MAX_QUEUES_PER_USER, resolveConfig } from "../../server/config.ts";
import { stopAllGroups, stopGroup } from "../support/processes.ts";
import { DEV, TestServer } from "./helpers.ts";
import { api, runServer, startServer } from "./server-process.ts";

afterAll(() => stopAllGroups());

const badQueue = async (s: TestServer, as: string, queue_id: string) => {
  const r = await s.call(as, "GET", "/events", { queue_id, dont_block: true });
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body).toEqual({ result: "error", msg: `Bad event queue ID: ${queue_id}`, code: "BAD_EVENT_QUEUE_ID", queue_id });
};
const draft = (s: TestServer, as: string, content: string) => s.ok(as, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content }] });

describe("defaults", () => {
  it("are the documented ones", () => {
    const c = resolveConfig({});
    expect([c.maxQueuesPerUser, c.maxEventsPerQueue, c.maxBodyBytes, c.queueIdleTimeoutMs, c.heartbeatMs]).toEqual([20, 10_000, 5 * 1024 * 1024, 600_000, 45_000]);
    expect([MAX_QUEUES_PER_USER, MAX_EVENTS_PER_QUEUE, MAX_BODY_BYTES]).toEqual([20, 10_000, 5 * 1024 * 1024]);
    expect(HTTP_LIMITS).toEqual({ headersTimeoutMs: 30_000, requestTimeoutMs: 120_000, keepAliveTimeoutMs: 75_000, idleTimeoutMs: 120_000, maxHeaderBytes: 16 * 1024 });
    expect(() => resolveConfig({ maxQueuesPerUser: 0 })).toThrow(/positive integer/);
  });
});

describe("event queues per user", () => {
  it("registering past the cap drops the user's least recently polled queue; other users keep theirs; memory stays bounded", async () => {
    const s = new TestServer({ maxQueuesPerUser: 3, heartbeatMs: 200 });
    try {
      const othello = await s.register(DEV.othello);
      const q = [await s.register(DEV.hamlet), await s.register(DEV.hamlet), await s.register(DEV.hamlet)];
      s.now += 1000;
      await s.events(DEV.hamlet, q[0]); // polled: now the most recently used
      const fourth = await s.register(DEV.hamlet);
      await badQueue(s, DEV.hamlet, q[1]);
      for (const id of [q[0], q[2], fourth]) expect(await s.events(DEV.hamlet, id)).toEqual([]);
      expect(await s.events(DEV.othello, othello)).toEqual([]);
      // A client registering in a loop holds at most the cap.
      for (let i = 0; i < 50; i++) await s.register(DEV.hamlet);
      expect(s.app.queues.queuesOf(s.userId(DEV.hamlet))).toHaveLength(3);
      expect(s.app.queues.size).toBe(4);
    } finally {
      s.close();
    }
  });

  it("a queue being polled goes after the idle ones; when it must go, its pending poll answers BAD_EVENT_QUEUE_ID at once", async () => {
    const s = new TestServer({ maxQueuesPerUser: 2, heartbeatMs: 60_000 });
    try {
      const polled = await s.register(DEV.hamlet);
      const idle = await s.register(DEV.hamlet);
      const pending = s.call(DEV.hamlet, "GET", "/events", { queue_id: polled, last_event_id: -1 });
      await new Promise((r) => setTimeout(r, 20));
      const newer = await s.register(DEV.hamlet); // drops `idle`, not the polled (older) queue
      await badQueue(s, DEV.hamlet, idle);
      await draft(s, DEV.hamlet, "wakes the poll"); // the pending poll is answered with the event
      expect((await pending).status).toBe(200);

      const waiting = s.call(DEV.hamlet, "GET", "/events", { queue_id: newer, last_event_id: 0 });
      const again = s.call(DEV.hamlet, "GET", "/events", { queue_id: polled, last_event_id: 0 });
      await new Promise((r) => setTimeout(r, 20));
      const started = Date.now();
      await s.register(DEV.hamlet); // both are polled: the least recently used of them goes, its poll ends now
      const dropped = await Promise.race([waiting, again]);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(dropped.status).toBe(400);
      expect(dropped.body.code).toBe("BAD_EVENT_QUEUE_ID");
    } finally {
      s.close(); // answers the other poll
    }
  });
});

describe("events per queue", () => {
  it("past the cap the queue is discarded: the next GET /events is BAD_EVENT_QUEUE_ID with queue_id, and the client re-registers", async () => {
    const s = new TestServer({ maxEventsPerQueue: 5 });
    try {
      const q = await s.register(DEV.hamlet, { event_types: ["drafts"] });
      for (let i = 0; i < 5; i++) await draft(s, DEV.hamlet, `d${i}`);
      expect(await s.events(DEV.hamlet, q)).toHaveLength(5); // not acknowledged: still held
      await draft(s, DEV.hamlet, "one too many");
      await badQueue(s, DEV.hamlet, q);
      expect(s.app.queues.size).toBe(0); // its events are freed
      // Zulip's flow: register again, and events flow again.
      const fresh = await s.register(DEV.hamlet, { event_types: ["drafts"] });
      await draft(s, DEV.hamlet, "after re-registering");
      expect((await s.events(DEV.hamlet, fresh)).map((e) => e.drafts[0].content)).toEqual(["after re-registering"]);
    } finally {
      s.close();
    }
  });

  it("a client that acknowledges (last_event_id) never reaches the cap", async () => {
    const s = new TestServer({ maxEventsPerQueue: 3 });
    try {
      const q = await s.register(DEV.hamlet, { event_types: ["drafts"] });
      let last = -1;
      for (let i = 0; i < 12; i++) {
        await draft(s, DEV.hamlet, `d${i}`);
        // Each poll acknowledges what the previous one got (last_event_id): the queue holds the newest event only.
        const events = await s.events(DEV.hamlet, q, last);
        expect(events.map((e) => e.drafts[0].content)).toEqual([`d${i}`]);
        last = events[0].id;
      }
      expect(await s.events(DEV.hamlet, q, last)).toEqual([]);
    } finally {
      s.close();
    }
  });
});

// --- over HTTP: a server process with short limits ---

/** Opens a raw connection, writes `chunks`, and resolves with what the server sent and how long until it closed. */
function rawExchange(url: string, write: (socket: Socket) => void): Promise<{ data: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let data = "";
    const socket = connect(Number(port), hostname, () => write(socket));
    socket.setEncoding("utf8");
    socket.on("data", (d) => (data += d));
    socket.on("error", reject);
    socket.on("close", () => resolve({ data, closedAfterMs: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 15 s: ${data}`));
    }, 15_000).unref();
  });
}

describe("HTTP limits of the server process", () => {
  it("closes slow headers, slow bodies and idle keep-alive connections; long-polls are still answered; bodies over the cap are 413", async () => {
    const server = await startServer([
      "--db", ":memory:", "--headers-timeout", "1s", "--request-timeout", "2s", "--keep-alive-timeout", "1s", "--idle-timeout", "8s",
      "--heartbeat-seconds", "2", "--max-body-bytes", "4096", "--max-queues-per-user", "2", "--max-events-per-queue", "3",
    ]);
    try {
      expect(server.output()).toMatch(/2 event queues per user, 3 events per queue; bodies 4096 bytes; headers 1 s, request 2 s, keep-alive 1 s, idle 8 s/);
      const slowHeaders = rawExchange(server.url, (s) => s.write("GET /api/v1/server_settings HTTP/1.1\r\nHost: x\r\n"));
      const slowBody = rawExchange(server.url, (s) => {
        s.write("POST /api/v1/fetch_api_key HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nusername=");
        const drip = setInterval(() => (s.writable ? s.write("a") : clearInterval(drip)), 300);
        s.on("close", () => clearInterval(drip));
      });
      const keptAlive = rawExchange(server.url, (s) => s.write("GET /api/v1/server_settings HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n"));

      const [headers, body, idle] = await Promise.all([slowHeaders, slowBody, keptAlive]);
      console.log(`HTTP limits: slow headers closed after ${headers.closedAfterMs} ms (${headers.data.split("\r\n")[0] || "no answer"}), slow body after ${body.closedAfterMs} ms (${body.data.split("\r\n")[0] || "no answer"}), idle keep-alive after ${idle.closedAfterMs} ms`);
      // Closed by their timeouts (not at once, not never): headers 1 s, whole request 2 s, keep-alive 1 s after the answer.
      expect(headers.closedAfterMs).toBeGreaterThanOrEqual(900);
      expect(headers.closedAfterMs).toBeLessThan(6_000);
      expect(headers.data).toMatch(/^(HTTP\/1\.1 408|$)/);
      expect(body.closedAfterMs).toBeGreaterThanOrEqual(1_900);
      expect(body.closedAfterMs).toBeLessThan(8_000);
      expect(body.data).not.toMatch(/200 OK/);
      expect(idle.data).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(idle.closedAfterMs).toBeGreaterThanOrEqual(900);
      expect(idle.closedAfterMs).toBeLessThan(6_000);

      // A blocking GET /events waits for its heartbeat (2 s) and is answered: the limits above do not cut it.
      const key = (await api(server.url, "POST", "/dev_fetch_api_key", { form: { username: DEV.hamlet } })).body.api_key;
      const auth: [string, string] = [DEV.hamlet, key];
      const q = (await api(server.url, "POST", "/register", { auth, form: { event_types: '["drafts"]' } })).body.queue_id;
      const started = Date.now();
      const poll = await api(server.url, "GET", `/events?queue_id=${encodeURIComponent(q)}&last_event_id=-1`, { auth });
      expect(poll.status).toBe(200);
      expect(poll.body.events.map((e: any) => e.type)).toEqual(["heartbeat"]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);

      // Bodies: a declared length over the cap, and a streamed (chunked) one without a length.
      const declared = await fetch(`${server.url}/api/v1/drafts`, {
        method: "POST",
        headers: { authorization: "Basic " + Buffer.from(auth.join(":")).toString("base64"), "content-type": "application/x-www-form-urlencoded" },
        body: "drafts=" + "x".repeat(5000),
      });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toMatchObject({ result: "error", code: "BAD_REQUEST", msg: "Request body too large (limit: 4096 bytes)" });
      const stream = new ReadableStream<Uint8Array>({
        start(c) {
          for (let i = 0; i < 10; i++) c.enqueue(new TextEncoder().encode(i === 0 ? "drafts=" : "y".repeat(1000)));
          c.close();
        },
      });
      const streamed = await fetch(`${server.url}/api/v1/drafts`, {
        method: "POST",
        headers: { authorization: "Basic " + Buffer.from(auth.join(":")).toString("base64"), "content-type": "application/x-www-form-urlencoded" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect(streamed.status).toBe(413);

      // The queue flags reach the server: a third queue drops the first.
      const q2 = (await api(server.url, "POST", "/register", { auth })).body.queue_id;
      await api(server.url, "POST", "/register", { auth });
      const gone = await api(server.url, "GET", `/events?queue_id=${encodeURIComponent(q)}&dont_block=true`, { auth });
      expect(gone.body).toMatchObject({ code: "BAD_EVENT_QUEUE_ID", queue_id: q });
      expect((await api(server.url, "GET", `/events?queue_id=${encodeURIComponent(q2)}&dont_block=true`, { auth })).status).toBe(200);
    } finally {
      await stopGroup(server.child);
    }
  }, 60_000);

  it("refuses limits that contradict each other or the long-poll (exit 2, one line)", async () => {
    const [idle, headers, tiny] = await Promise.all([
      runServer(["--db", ":memory:", "--idle-timeout", "30s"]),
      runServer(["--db", ":memory:", "--headers-timeout", "3m"]),
      runServer(["--db", ":memory:", "--max-events-per-queue", "0"]),
    ]);
    for (const [r, pattern] of [
      [idle, /idle timeout must exceed the long-poll heartbeat/],
      [headers, /headers timeout must not exceed the request timeout/],
      [tiny, /--max-events-per-queue must be at least 1/],
    ] as const) {
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(pattern);
    }
  }, 60_000);
});
