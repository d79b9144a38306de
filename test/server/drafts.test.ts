// Drafts: POST /drafts (ids in submission order, validation), GET /drafts, events to the user's clients.
import { afterAll, describe, expect, it } from "vitest";
import { DEV, TestServer } from "./helpers.ts";

const s = new TestServer();
afterAll(() => s.close());

describe("POST /drafts", () => {
  it("returns as many ids as drafts, in submission order, with server timestamps", async () => {
    const drafts = [
      { type: "stream", to: [s.streamId("Denmark")], topic: "a", content: "first" },
      { type: "private", to: [s.userId(DEV.othello)], topic: "", content: "second" },
      { type: "", to: [], topic: "", content: "third", timestamp: 1595479019 },
    ];
    const { ids } = await s.ok(DEV.cordelia, "POST", "/drafts", { drafts });
    expect(ids).toHaveLength(3);
    const listed = (await s.ok(DEV.cordelia, "GET", "/drafts")).drafts;
    expect(ids.map((id: number) => listed.find((d: any) => d.id === id).content)).toEqual(["first", "second", "third"]);
    expect(listed.find((d: any) => d.id === ids[0]).timestamp).toBe(Math.floor(s.now / 1000));
    expect(listed.find((d: any) => d.id === ids[2]).timestamp).toBe(1595479019);
  });

  it("a channel draft needs exactly one channel ID", async () => {
    for (const to of [[], [1, 2]])
      await s.fails(DEV.cordelia, "POST", "/drafts", { drafts: [{ type: "stream", to, topic: "t", content: "c" }] }, "Must specify exactly 1 channel ID for channel messages");
  });

  it("a channel draft needs content access: an unsubscribed administrator cannot address a private channel", async () => {
    await s.fails(DEV.admin, "POST", "/drafts", { drafts: [{ type: "stream", to: [s.streamId("secret garden")], topic: "t", content: "c" }] }, "Invalid channel ID");
  });

  it("refuses null bytes, submitted ids and unknown recipients; nothing is stored then", async () => {
    const before = (await s.ok(DEV.cordelia, "GET", "/drafts")).drafts.length;
    await s.fails(DEV.cordelia, "POST", "/drafts", { drafts: [{ type: "stream", to: [s.streamId("Denmark")], topic: "t\u0000", content: "c" }] }, "Topic must not contain null bytes");
    await s.fails(DEV.cordelia, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content: "c\u0000" }] }, "Message must not contain null bytes");
    await s.fails(DEV.cordelia, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content: "ok" }, { id: 5, type: "", to: [], topic: "", content: "c" }] }, "drafts[1] has unexpected key id");
    await s.fails(DEV.cordelia, "POST", "/drafts", { drafts: [{ type: "private", to: [4242], topic: "", content: "c" }] }, "Invalid user ID 4242");
    await s.fails(DEV.cordelia, "POST", "/drafts", { drafts: [{ type: "stream", to: [4242], topic: "", content: "c" }] }, "Invalid channel ID");
    expect((await s.ok(DEV.cordelia, "GET", "/drafts")).drafts.length).toBe(before);
  });

  it("reaches the user's other clients as drafts events, not other users", async () => {
    const mine = await s.register(DEV.cordelia, { event_types: ["drafts"] });
    const other = await s.register(DEV.othello, { event_types: ["drafts"] });
    const { ids } = await s.ok(DEV.cordelia, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content: "synced" }] });
    const events = await s.events(DEV.cordelia, mine);
    expect(events).toEqual([expect.objectContaining({ type: "drafts", op: "add", drafts: [expect.objectContaining({ id: ids[0], content: "synced" })] })]);
    expect(await s.events(DEV.othello, other)).toEqual([]);
  });

  it("edits and deletes (beyond the seed) with update/remove events", async () => {
    const q = await s.register(DEV.cordelia, { event_types: ["drafts"] });
    const { ids } = await s.ok(DEV.cordelia, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content: "v1" }] });
    await s.ok(DEV.cordelia, "PATCH", `/drafts/${ids[0]}`, { draft: { type: "", to: [], topic: "", content: "v2" } });
    await s.ok(DEV.cordelia, "DELETE", `/drafts/${ids[0]}`);
    await s.fails(DEV.cordelia, "DELETE", `/drafts/${ids[0]}`, {}, "Draft does not exist");
    expect((await s.events(DEV.cordelia, q)).map((e) => e.op)).toEqual(["add", "update", "remove"]);
  });
});

describe("events after the commit", () => {
  it("a failure to publish an event does not turn a committed write into an error", async () => {
    const lines: string[] = [];
    const t = new TestServer({ log: (line) => lines.push(line) });
    try {
      // The queue manager is the app's own object: replace its publish to fail, as a bug in an event builder would.
      t.app.queues.publish = () => {
        throw new Error("boom: secret-looking detail");
      };
      const { ids } = await t.ok(DEV.cordelia, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content: "kept" }] });
      const listed = (await t.ok(DEV.cordelia, "GET", "/drafts")).drafts;
      expect(listed.find((d: any) => d.id === ids[0])?.content).toBe("kept");
      expect(lines).toContain("event not published: Error");
      expect(lines.join("\n")).not.toContain("secret-looking");
    } finally {
      t.close();
    }
  });
});
