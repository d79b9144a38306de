// Muting: the seed's state table, bots from level 188, messages read after muting, unmuting.
import { afterAll, describe, expect, it } from "vitest";
import { DEV, TestServer } from "./helpers.ts";

const s = new TestServer();
afterAll(() => s.close());

describe("POST /users/me/muted_users/{muted_user_id}", () => {
  it("not muted -> muted; again: User already muted; unmute restores", async () => {
    const id = s.userId(DEV.othello);
    const q = await s.register(DEV.hamlet, { event_types: ["muted_users"] });
    await s.ok(DEV.hamlet, "POST", `/users/me/muted_users/${id}`);
    await s.fails(DEV.hamlet, "POST", `/users/me/muted_users/${id}`, {}, "User already muted");
    const events = await s.events(DEV.hamlet, q);
    expect(events[0].muted_users.map((m: any) => m.id)).toEqual([id]);
    // The initial state of POST /register lists the same entries as the event.
    const state = await s.ok(DEV.hamlet, "POST", "/register", { fetch_event_types: ["muted_users", "realm_linkifiers"] });
    expect(state.muted_users).toEqual(events[0].muted_users);
    expect(state.realm_linkifiers).toEqual((await s.ok(DEV.hamlet, "GET", "/realm/linkifiers")).linkifiers);
    await s.ok(DEV.hamlet, "DELETE", `/users/me/muted_users/${id}`);
    await s.fails(DEV.hamlet, "DELETE", `/users/me/muted_users/${id}`, {}, "User is not muted");
  });

  it("muting self: Cannot mute self", async () => {
    await s.fails(DEV.hamlet, "POST", `/users/me/muted_users/${s.userId(DEV.hamlet)}`, {}, "Cannot mute self");
  });

  it("unknown users: No such user", async () => {
    await s.fails(DEV.hamlet, "POST", "/users/me/muted_users/99999", {}, "No such user");
  });

  it("bots can be muted from level 188 and not before", async () => {
    const bot = s.userId(DEV.bot);
    await s.ok(DEV.hamlet, "POST", `/users/me/muted_users/${bot}`);
    await s.ok(DEV.hamlet, "DELETE", `/users/me/muted_users/${bot}`);
    const old = new TestServer({ featureLevel: 187 });
    await old.fails(DEV.hamlet, "POST", `/users/me/muted_users/${bot}`, {}, "No such user");
    old.close();
  });

  it("does not exist before level 48", async () => {
    const old = new TestServer({ featureLevel: 47 });
    expect((await old.call(DEV.hamlet, "POST", `/users/me/muted_users/${old.userId(DEV.othello)}`)).status).toBe(404);
    old.close();
  });

  it("marks existing messages from the muted user read, and future ones too", async () => {
    const sender = s.userId(DEV.prospero);
    const { id: before } = await s.ok(DEV.prospero, "POST", "/messages", { type: "stream", to: s.streamId("Denmark"), topic: "mute test", content: "before" });
    const unread = await s.ok(DEV.cordelia, "GET", `/messages/${before}`);
    expect(unread.message.flags).not.toContain("read");
    await s.ok(DEV.cordelia, "POST", `/users/me/muted_users/${sender}`);
    expect((await s.ok(DEV.cordelia, "GET", `/messages/${before}`)).message.flags).toContain("read");
    const { id: after } = await s.ok(DEV.prospero, "POST", "/messages", { type: "stream", to: s.streamId("Denmark"), topic: "mute test", content: "after" });
    expect((await s.ok(DEV.cordelia, "GET", `/messages/${after}`)).message.flags).toContain("read");
    expect((await s.ok(DEV.othello, "GET", `/messages/${after}`)).message.flags).not.toContain("read");
    await s.ok(DEV.cordelia, "DELETE", `/users/me/muted_users/${sender}`);
  });
});
