// Messages: GET /messages/{id}, POST /mark_topic_as_read, POST /messages; scheduled messages.
import { afterAll, describe, expect, it } from "vitest";
import { DEV, TestServer } from "./helpers.ts";

const s = new TestServer();
afterAll(() => s.close());

const dmBetween = (a: string, b: string) =>
  (s.app.db.prepare(
    `SELECT m.id FROM messages m JOIN recipients r ON r.id = m.recipient_id WHERE r.user_ids = ? ORDER BY m.id LIMIT 1`,
  ).get([s.userId(a), s.userId(b)].sort((x, y) => x - y).join(",")) as { id: number }).id;

describe("GET /messages/{message_id}", () => {
  it("apply_markdown true/false gives HTML / raw Markdown with matching content_type; raw_content present", async () => {
    const { id } = await s.ok(DEV.hamlet, "POST", "/messages", { type: "stream", to: s.streamId("Denmark"), topic: "md", content: "Some **bold**" });
    const html = await s.ok(DEV.othello, "GET", `/messages/${id}`);
    expect(html.message).toMatchObject({ content: "<p>Some <strong>bold</strong></p>", content_type: "text/html", stream_id: s.streamId("Denmark"), type: "stream", display_recipient: "Denmark", subject: "md" });
    expect(html.raw_content).toBe("Some **bold**");
    const raw = await s.ok(DEV.othello, "GET", `/messages/${id}`, { apply_markdown: false });
    expect(raw.message).toMatchObject({ content: "Some **bold**", content_type: "text/x-markdown" });
  });

  it("direct messages: empty subject and a recipient list", async () => {
    const id = dmBetween(DEV.hamlet, DEV.othello);
    const { message } = await s.ok(DEV.othello, "GET", `/messages/${id}`);
    expect(message.subject).toBe("");
    expect(message.type).toBe("private");
    expect(message.display_recipient.map((r: any) => r.email).sort()).toEqual([DEV.hamlet, DEV.othello]);
    expect(message.stream_id).toBeUndefined();
  });

  it("unknown or invisible messages are Invalid message(s)", async () => {
    await s.fails(DEV.hamlet, "GET", "/messages/999999", {}, "Invalid message(s)");
    await s.fails(DEV.cordelia, "GET", `/messages/${dmBetween(DEV.hamlet, DEV.othello)}`, {}, "Invalid message(s)");
    const secret = (s.app.db.prepare("SELECT id FROM messages WHERE stream_id = ?").get(s.streamId("secret garden")) as { id: number }).id;
    await s.fails(DEV.admin, "GET", `/messages/${secret}`, {}, "Invalid message(s)");
  });

  it("shows the seeded reactions and edit history", async () => {
    const reacted = (s.app.db.prepare("SELECT message_id FROM reactions LIMIT 1").get() as { message_id: number }).message_id;
    const { message } = await s.ok(DEV.hamlet, "GET", `/messages/${reacted}`);
    expect(message.reactions.length).toBe(3);
    const edited = (s.app.db.prepare("SELECT id FROM messages WHERE edit_history IS NOT NULL").get() as { id: number }).id;
    const e = (await s.ok(DEV.hamlet, "GET", `/messages/${edited}`)).message;
    expect(Number.isInteger(e.last_edit_timestamp)).toBe(true);
    expect(e.edit_history[0]).toMatchObject({ user_id: s.userId(DEV.hamlet), prev_content: expect.any(String) });
  });

  it("has only raw_content before level 120", async () => {
    const old = new TestServer({ featureLevel: 119 });
    const body = await old.ok(DEV.hamlet, "GET", "/messages/1");
    expect(body.message).toBeUndefined();
    expect(body.raw_content).toBeTypeOf("string");
    old.close();
  });
});

describe("POST /mark_topic_as_read", () => {
  it("marks the topic's messages read for the requester", async () => {
    const { id } = await s.ok(DEV.hamlet, "POST", "/messages", { type: "stream", to: s.streamId("Venice"), topic: "unread topic", content: "hi" });
    expect((await s.ok(DEV.othello, "GET", `/messages/${id}`)).message.flags).not.toContain("read");
    const q = await s.register(DEV.othello, { event_types: ["update_message_flags"] });
    await s.ok(DEV.othello, "POST", "/mark_topic_as_read", { stream_id: s.streamId("Venice"), topic_name: "unread topic" });
    expect((await s.ok(DEV.othello, "GET", `/messages/${id}`)).message.flags).toContain("read");
    expect((await s.events(DEV.othello, q))[0]).toMatchObject({ flag: "read", messages: [id] });
  });

  it("refuses an unknown channel", async () => {
    await s.fails(DEV.othello, "POST", "/mark_topic_as_read", { stream_id: 9999, topic_name: "x" }, "Invalid channel ID");
    await s.fails(DEV.othello, "POST", "/mark_topic_as_read", { stream_id: s.streamId("Venice"), topic_name: "no such topic" }, "No such topic 'no such topic'");
  });

  it("needs content access: an administrator not subscribed to a private channel gets Invalid channel ID", async () => {
    await s.fails(DEV.admin, "POST", "/mark_topic_as_read", { stream_id: s.streamId("secret garden"), topic_name: "hidden" }, "Invalid channel ID");
  });

  it("a topic the requester received no message in is No such topic (Zulip's user_message_exists_for_topic)", async () => {
    // Scotland's weather topic exists, but cordelia is not subscribed and received none of its messages.
    await s.fails(DEV.cordelia, "POST", "/mark_topic_as_read", { stream_id: s.streamId("Scotland"), topic_name: "weather" }, "No such topic 'weather'");
  });
});

describe("POST /messages (beyond the seed)", () => {
  it("sends to channels by ID or name and to users, with message events", async () => {
    const q = await s.register(DEV.othello, { event_types: ["message"] });
    const a = await s.ok(DEV.hamlet, "POST", "/messages", { type: "channel", to: "Denmark", topic: "by name", content: "x" });
    const b = await s.ok(DEV.hamlet, "POST", "/messages", { type: "direct", to: [s.userId(DEV.othello)], content: "y" });
    const events = await s.events(DEV.othello, q);
    expect(events.map((e) => e.message.id)).toEqual([a.id, b.id]);
  });

  it("enforces posting permissions and addressing", async () => {
    await s.fails(DEV.hamlet, "POST", "/messages", { type: "stream", to: s.streamId("announce"), topic: "t", content: "x" }, "Only organization administrators can send to this channel.");
    await s.fails(DEV.cordelia, "POST", "/messages", { type: "stream", to: s.streamId("core team"), topic: "t", content: "x" }, "Not authorized to send to channel 'core team'");
    await s.fails(DEV.hamlet, "POST", "/messages", { type: "stream", to: s.streamId("Denmark"), content: "x" }, "Missing topic");
    await s.fails(DEV.hamlet, "POST", "/messages", { type: "private", to: [4242], content: "x" }, "Invalid user ID 4242");
    await s.fails(DEV.hamlet, "POST", "/messages", { type: "stream", to: 4242, topic: "t", content: "x" }, "Channel with ID '4242' does not exist", "STREAM_DOES_NOT_EXIST");
    await s.fails(DEV.hamlet, "POST", "/messages", { type: "stream", to: s.streamId("Denmark"), topic: "t", content: "  " }, "Message must not be empty");
  });
});

describe("POST /scheduled_messages", () => {
  const later = () => Math.floor(s.now / 1000) + 3600;

  it("returns an integer scheduled_message_id for channel and direct messages", async () => {
    const a = await s.ok(DEV.hamlet, "POST", "/scheduled_messages", { type: "stream", to: s.streamId("Denmark"), topic: "later", content: "c", scheduled_delivery_timestamp: later() });
    expect(Number.isInteger(a.scheduled_message_id)).toBe(true);
    const b = await s.ok(DEV.hamlet, "POST", "/scheduled_messages", { type: "direct", to: [s.userId(DEV.othello)], content: "c", scheduled_delivery_timestamp: later() });
    expect(b.scheduled_message_id).not.toBe(a.scheduled_message_id);
    await s.ok(DEV.hamlet, "POST", "/scheduled_messages", { type: "channel", to: s.streamId("Denmark"), topic: "later", content: "c", scheduled_delivery_timestamp: later() });
  });

  it("unknown channel: STREAM_DOES_NOT_EXIST with the stream_id", async () => {
    const body = await s.fails(DEV.hamlet, "POST", "/scheduled_messages", { type: "stream", to: 9999, topic: "t", content: "c", scheduled_delivery_timestamp: later() }, "Channel with ID '9999' does not exist", "STREAM_DOES_NOT_EXIST");
    expect(body.stream_id).toBe(9999);
  });

  it("unknown user: Invalid user ID <id>", async () => {
    await s.fails(DEV.hamlet, "POST", "/scheduled_messages", { type: "private", to: [s.userId(DEV.othello), 4242], content: "c", scheduled_delivery_timestamp: later() }, "Invalid user ID 4242");
  });

  it("type channel only from level 248", async () => {
    const old = new TestServer({ featureLevel: 247 });
    await old.fails(DEV.hamlet, "POST", "/scheduled_messages", { type: "channel", to: old.streamId("Denmark"), topic: "t", content: "c", scheduled_delivery_timestamp: later() }, "Invalid type");
    old.close();
  });

  it("truncates content and topic to the register limits, as Zulip does; refuses past times", async () => {
    const reg = await s.ok(DEV.hamlet, "POST", "/register", {});
    const { scheduled_message_id: id } = await s.ok(DEV.hamlet, "POST", "/scheduled_messages", {
      type: "stream",
      to: s.streamId("Denmark"),
      topic: "t".repeat(reg.max_topic_length + 10),
      content: "c".repeat(reg.max_message_length + 10),
      scheduled_delivery_timestamp: later(),
    });
    const row = s.app.db.prepare("SELECT topic, content FROM scheduled_messages WHERE id = ?").get(id) as { topic: string; content: string };
    expect(row.topic.length).toBeLessThanOrEqual(reg.max_topic_length);
    expect(row.content.length).toBeLessThanOrEqual(reg.max_message_length);
    await s.fails(DEV.hamlet, "POST", "/scheduled_messages", { type: "stream", to: s.streamId("Denmark"), topic: "t", content: "c", scheduled_delivery_timestamp: 1000 }, "Scheduled delivery time must be in the future.");
  });
});
