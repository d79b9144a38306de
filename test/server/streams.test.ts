// Channels: GET /streams flag combinations, GET /streams/{id}, PATCH /streams/{id} rules and round trips.
import { afterAll, describe, expect, it } from "vitest";
import { DEV, TestServer } from "./helpers.ts";

const s = new TestServer();
afterAll(() => s.close());

const names = (streams: any[]) => streams.map((x) => x.name).sort();
const ALL = ["Denmark", "Scotland", "Verona", "Venice", "core team", "secret garden", "empty room", "announce", "Rome"];
const PUBLIC = ["Denmark", "Scotland", "Verona", "Venice", "empty room", "announce", "Rome"];

describe("GET /streams", () => {
  it("defaults to public plus subscribed channels, sorted by name, without is_default", async () => {
    const { streams } = await s.ok(DEV.hamlet, "GET", "/streams");
    expect(names(streams)).toEqual([...PUBLIC, "core team"].sort());
    expect(streams.map((x: any) => x.name.toLowerCase())).toEqual([...streams.map((x: any) => x.name.toLowerCase())].sort());
    for (const st of streams) expect(st).not.toHaveProperty("is_default");
  });

  it("returns exactly the selected channels for every flag combination", async () => {
    const flags = ["include_public", "include_web_public", "include_subscribed", "include_default"] as const;
    const subscribed = ["Denmark", "Scotland", "Verona", "Venice", "core team", "empty room", "announce", "Rome"];
    for (let mask = 0; mask < 16; mask++) {
      const params: Record<string, boolean> = {};
      flags.forEach((f, i) => (params[f] = Boolean(mask & (1 << i))));
      const want = new Set<string>();
      if (params.include_public) PUBLIC.forEach((n) => want.add(n));
      if (params.include_web_public) want.add("Verona");
      if (params.include_subscribed) subscribed.forEach((n) => want.add(n));
      if (params.include_default) ["Denmark", "Venice"].forEach((n) => want.add(n));
      const { streams } = await s.ok(DEV.hamlet, "GET", "/streams", params);
      expect(names(streams), JSON.stringify(params)).toEqual([...want].sort());
      for (const st of streams) {
        if (params.include_default) expect(st.is_default).toBe(st.name === "Denmark" || st.name === "Venice");
        else expect(st).not.toHaveProperty("is_default");
      }
    }
  });

  it("include_all_active: every channel for administrators, refused to others", async () => {
    const { streams } = await s.ok(DEV.admin, "GET", "/streams", { include_all_active: true });
    expect(names(streams)).toEqual([...ALL].sort());
    for (const who of [DEV.moderator, DEV.hamlet, DEV.guest, DEV.bot])
      await s.fails(who, "GET", "/streams", { include_all_active: true }, "User not authorized for this query");
  });

  it("guests do not see public channels they are not subscribed to", async () => {
    const { streams } = await s.ok(DEV.guest, "GET", "/streams");
    expect(names(streams)).toEqual(["Denmark", "Venice", "Verona", "announce"].sort());
  });

  it("include_owner_subscribed lists the bot owner's channels for a bot", async () => {
    const plain = await s.ok(DEV.bot, "GET", "/streams", { include_public: false });
    expect(names(plain.streams)).toEqual(["Denmark"]);
    const owner = await s.ok(DEV.bot, "GET", "/streams", { include_public: false, include_owner_subscribed: true });
    expect(names(owner.streams)).toEqual(["Denmark", "Venice", "announce", "core team", "Rome"].sort());
  });

  it("channel invariants: first_message_id null iff no history, integer dates, creator integer or null", async () => {
    const { streams } = await s.ok(DEV.admin, "GET", "/streams", { include_all_active: true });
    for (const st of streams) {
      expect(Number.isInteger(st.date_created)).toBe(true);
      expect(st.creator_id === null || Number.isInteger(st.creator_id)).toBe(true);
      expect(st.first_message_id === null).toBe(st.name === "empty room");
      expect(st.is_announcement_only).toBe(st.stream_post_policy === 2);
    }
  });

  it("shapes the channel by level (no date_created before 30, _id name before 197)", async () => {
    const old = new TestServer({ featureLevel: 29 });
    const { stream } = await old.ok(DEV.hamlet, "GET", `/streams/${old.streamId("Denmark")}`);
    expect(stream.date_created).toBeUndefined();
    expect(stream.creator_id).toBeUndefined();
    old.close();
    const mid = new TestServer({ featureLevel: 150 });
    const m = (await mid.ok(DEV.hamlet, "GET", `/streams/${mid.streamId("Denmark")}`)).stream;
    expect(m.can_remove_subscribers_group_id).toBeTypeOf("number");
    expect(m.can_remove_subscribers_group).toBeUndefined();
    mid.close();
  });
});

describe("GET /streams/{stream_id}", () => {
  it("returns the channel without is_default", async () => {
    const { stream } = await s.ok(DEV.hamlet, "GET", `/streams/${s.streamId("Denmark")}`);
    expect(stream.name).toBe("Denmark");
    expect(stream).not.toHaveProperty("is_default");
  });

  it("unknown or invisible channels are Invalid channel ID", async () => {
    await s.fails(DEV.hamlet, "GET", "/streams/99999", {}, "Invalid channel ID");
    await s.fails(DEV.hamlet, "GET", `/streams/${s.streamId("secret garden")}`, {}, "Invalid channel ID");
    await s.fails(DEV.guest, "GET", `/streams/${s.streamId("Scotland")}`, {}, "Invalid channel ID");
  });
});

describe("PATCH /streams/{stream_id}", () => {
  const denmark = () => s.streamId("Denmark");
  const get = async (id: number) => (await s.ok(DEV.admin, "GET", `/streams/${id}`)).stream;

  it("unknown channel: Invalid channel ID", async () => {
    await s.fails(DEV.admin, "PATCH", "/streams/424242", { description: "x" }, "Invalid channel ID");
  });

  it("non-administrators are refused", async () => {
    for (const who of [DEV.moderator, DEV.hamlet, DEV.guest]) {
      const r = await s.call(who, "PATCH", `/streams/${denmark()}`, { description: "x" });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe("Must be an organization administrator");
    }
  });

  it("round-trips description (rendered as HTML) and new_name", async () => {
    const id = denmark();
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { description: "Some **bold** text" });
    const st = await get(id);
    expect(st.description).toBe("Some **bold** text");
    expect(st.rendered_description).toBe("<p>Some <strong>bold</strong> text</p>");
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { new_name: "Danmark" });
    expect((await get(id)).name).toBe("Danmark");
    await s.fails(DEV.admin, "PATCH", `/streams/${id}`, { new_name: "Scotland" }, "Channel 'Scotland' already exists");
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { new_name: "Denmark", description: "A Scandinavian country" });
  });

  it("enforces the length limits returned by POST /register", async () => {
    const reg = await s.ok(DEV.admin, "POST", "/register", {});
    const id = denmark();
    await s.fails(DEV.admin, "PATCH", `/streams/${id}`, { new_name: "n".repeat(reg.max_stream_name_length + 1) }, /too long/);
    await s.fails(DEV.admin, "PATCH", `/streams/${id}`, { description: "d".repeat(reg.max_stream_description_length + 1) }, /too long/);
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { new_name: "n".repeat(reg.max_stream_name_length) });
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { new_name: "Denmark" });
  });

  it("stream_post_policy 1-4 round trip; is_announcement_only follows", async () => {
    const id = s.streamId("Scotland");
    for (const policy of [1, 2, 3, 4, 1]) {
      await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { stream_post_policy: policy });
      const st = await get(id);
      expect(st.stream_post_policy).toBe(policy);
      expect(st.is_announcement_only).toBe(policy === 2);
    }
  });

  it("message_retention_days: integer, realm_default (null), unlimited (-1); bad values refused", async () => {
    const id = s.streamId("Scotland");
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { message_retention_days: 30 });
    expect((await get(id)).message_retention_days).toBe(30);
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { message_retention_days: "unlimited" });
    expect((await get(id)).message_retention_days).toBe(-1);
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { message_retention_days: "realm_default" });
    expect((await get(id)).message_retention_days).toBe(null);
    await s.fails(DEV.admin, "PATCH", `/streams/${id}`, { message_retention_days: 0 }, "Bad value for 'message_retention_days': 0");
    await s.fails(DEV.admin, "PATCH", `/streams/${id}`, { message_retention_days: "forever" }, /message_retention_days/);
  });

  it("before level 91 'forever' means unlimited", async () => {
    const old = new TestServer({ featureLevel: 90 });
    const id = old.streamId("Scotland");
    await old.ok(DEV.admin, "PATCH", `/streams/${id}`, { message_retention_days: "forever" });
    expect((await old.ok(DEV.admin, "GET", `/streams/${id}`)).stream.message_retention_days).toBe(-1);
    old.close();
  });

  it("is_private: public <-> private, invite_only follows", async () => {
    const id = s.streamId("Scotland");
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { is_private: true });
    expect((await get(id)).invite_only).toBe(true);
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { is_private: false });
    const st = await get(id);
    expect(st.invite_only).toBe(false);
    expect(st.history_public_to_subscribers).toBe(true);
  });

  it("history_public_to_subscribers=false on a public channel is Invalid parameters", async () => {
    await s.fails(DEV.admin, "PATCH", `/streams/${s.streamId("Scotland")}`, { history_public_to_subscribers: false }, "Invalid parameters");
    await s.fails(DEV.admin, "PATCH", `/streams/${s.streamId("Scotland")}`, { is_private: false, history_public_to_subscribers: false }, "Invalid parameters");
    await s.fails(DEV.admin, "PATCH", `/streams/${s.streamId("Verona")}`, { history_public_to_subscribers: false }, "Invalid parameters");
    await s.fails(DEV.admin, "PATCH", `/streams/${s.streamId("Scotland")}`, { is_private: true, is_web_public: true }, "Invalid parameters");
  });

  it("before level 136 history_public_to_subscribers alone is silently ignored", async () => {
    const old = new TestServer({ featureLevel: 135 });
    await old.ok(DEV.admin, "PATCH", `/streams/${old.streamId("Scotland")}`, { history_public_to_subscribers: false });
    old.close();
  });

  it("private channel permissions need the administrator to be subscribed", async () => {
    const secret = s.streamId("secret garden");
    await s.fails(DEV.admin, "PATCH", `/streams/${secret}`, { is_private: false }, "Invalid channel ID");
    await s.fails(DEV.admin, "PATCH", `/streams/${secret}`, { history_public_to_subscribers: true }, "Invalid channel ID");
    // Non-permission properties are fine without a subscription.
    await s.ok(DEV.admin, "PATCH", `/streams/${secret}`, { description: "Still secret" });
    // Subscribed to "core team": allowed.
    const core = s.streamId("core team");
    await s.ok(DEV.admin, "PATCH", `/streams/${core}`, { history_public_to_subscribers: false });
    await s.ok(DEV.admin, "PATCH", `/streams/${core}`, { history_public_to_subscribers: true });
  });

  it("is_default_stream adds and removes a default channel (level 200)", async () => {
    const id = s.streamId("Scotland");
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { is_default_stream: true });
    let list = (await s.ok(DEV.admin, "GET", "/streams", { include_default: true })).streams;
    expect(list.find((x: any) => x.stream_id === id).is_default).toBe(true);
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { is_default_stream: false });
    list = (await s.ok(DEV.admin, "GET", "/streams", { include_default: true })).streams;
    expect(list.find((x: any) => x.stream_id === id).is_default).toBe(false);
    const old = new TestServer({ featureLevel: 199 });
    const body = await old.ok(DEV.admin, "PATCH", `/streams/${old.streamId("Scotland")}`, { is_default_stream: true });
    expect(body.ignored_parameters_unsupported).toEqual(["is_default_stream"]);
    old.close();
  });

  it("is_web_public round trip", async () => {
    const id = s.streamId("Scotland");
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { is_web_public: true });
    expect((await get(id)).is_web_public).toBe(true);
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { is_web_public: false });
    expect((await get(id)).is_web_public).toBe(false);
  });

  it("can_remove_subscribers_group refuses role:internet and role:owners", async () => {
    const groups = (await s.ok(DEV.admin, "GET", "/user_groups")).user_groups;
    const byName = (n: string) => groups.find((g: any) => g.name === n).id;
    const id = s.streamId("Scotland");
    for (const n of ["role:internet", "role:owners"])
      await s.fails(DEV.admin, "PATCH", `/streams/${id}`, { can_remove_subscribers_group: byName(n) }, `'can_remove_subscribers_group' setting cannot be set to '${n}' group.`);
    await s.fails(DEV.admin, "PATCH", `/streams/${id}`, { can_remove_subscribers_group: byName("hamletcharacters") }, /must be a system user group/);
    await s.fails(DEV.admin, "PATCH", `/streams/${id}`, { can_remove_subscribers_group: 9999 }, "Invalid user group");
    await s.ok(DEV.admin, "PATCH", `/streams/${id}`, { can_remove_subscribers_group: byName("role:moderators") });
    expect((await get(id)).can_remove_subscribers_group).toBe(byName("role:moderators"));
  });

  it("emits stream update events to users who can see the channel", async () => {
    const q = await s.register(DEV.hamlet, { event_types: ["stream"] });
    await s.ok(DEV.admin, "PATCH", `/streams/${s.streamId("Scotland")}`, { description: "Rainy" });
    const events = await s.events(DEV.hamlet, q);
    expect(events).toContainEqual(expect.objectContaining({ type: "stream", op: "update", property: "description", value: "Rainy" }));
  });
});
