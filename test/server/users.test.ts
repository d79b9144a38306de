// Users: GET /users/me, /users/{id}, /users/{email}, PATCH /users/{id} with its permission rules and events,
// and the beyond-seed deactivation/reactivation with the realm_user is_active forms.
import { afterAll, describe, expect, it } from "vitest";
import { DEV, TestServer } from "./helpers.ts";

const s = new TestServer();
afterAll(() => s.close());

describe("GET /users/me", () => {
  it("is flat, with delivery_email, and profile_data for non-bots only", async () => {
    const me = await s.ok(DEV.hamlet, "GET", "/users/me");
    expect(me.user).toBeUndefined();
    expect(me.email).toBe(DEV.hamlet);
    expect(me.delivery_email).toBe(DEV.hamlet);
    expect(me.role).toBe(400);
    expect(me.profile_data["1"]).toEqual({ value: "+0-11-23-456-7890", rendered_value: "<p>+0-11-23-456-7890</p>" });
    const bot = await s.ok(DEV.bot, "GET", "/users/me");
    expect(bot.profile_data).toBeUndefined();
  });

  it("role and flags agree for every account", async () => {
    for (const email of Object.values(DEV).filter((e) => e !== DEV.deactivated)) {
      const me = await s.ok(email, "GET", "/users/me");
      expect(me.is_admin).toBe(me.role <= 200);
      expect(me.is_owner).toBe(me.role === 100);
      expect(me.is_guest).toBe(me.role === 600);
      if (me.is_owner) expect(me.is_admin).toBe(true);
    }
  });
});

describe("GET /users/{user_id} and /users/{email}", () => {
  it("return the same user", async () => {
    for (const email of [DEV.owner, DEV.bot, DEV.deactivated, DEV.guest]) {
      const byId = await s.ok(DEV.hamlet, "GET", `/users/${s.userId(email)}`);
      const byEmail = await s.ok(DEV.hamlet, "GET", `/users/${encodeURIComponent(email)}`);
      expect(byEmail.user).toEqual(byId.user);
      expect(byId.user.bot_type === null).toBe(!byId.user.is_bot);
    }
  });

  it("client_gravatar (default true from level 92) nulls gravatar avatars", async () => {
    const id = s.userId(DEV.othello);
    expect((await s.ok(DEV.hamlet, "GET", `/users/${id}`)).user.avatar_url).toBe(null);
    expect((await s.ok(DEV.hamlet, "GET", `/users/${id}`, { client_gravatar: false })).user.avatar_url).toMatch(/^https:/);
    const old = new TestServer({ featureLevel: 91 });
    expect((await old.ok(DEV.hamlet, "GET", `/users/${id}`)).user.avatar_url).toMatch(/^https:/);
    old.close();
  });

  it("include_custom_profile_fields adds profile_data for non-bots only", async () => {
    const plain = await s.ok(DEV.othello, "GET", `/users/${s.userId(DEV.hamlet)}`);
    expect(plain.user.profile_data).toBeUndefined();
    const full = await s.ok(DEV.othello, "GET", `/users/${s.userId(DEV.hamlet)}`, { include_custom_profile_fields: true });
    expect(Object.keys(full.user.profile_data).length).toBeGreaterThan(3);
    const bot = await s.ok(DEV.othello, "GET", `/users/${s.userId(DEV.bot)}`, { include_custom_profile_fields: true });
    expect(bot.user.profile_data).toBeUndefined();
    expect(bot.user.bot_owner_id).toBe(s.userId(DEV.owner));
  });

  it("unknown users are No such user", async () => {
    await s.fails(DEV.hamlet, "GET", "/users/99999", {}, "No such user");
    await s.fails(DEV.hamlet, "GET", "/users/nobody@zulip.com", {}, "No such user");
  });

  it("delivery_email is absent for non-administrators before level 163", async () => {
    const old = new TestServer({ featureLevel: 162 });
    const u = await old.ok(DEV.admin, "GET", `/users/${old.userId(DEV.hamlet)}`);
    expect(u.user.delivery_email).toBe(DEV.hamlet);
    old.close();
  });
});

describe("PATCH /users/{user_id}", () => {
  it("non-administrators are refused", async () => {
    for (const who of [DEV.moderator, DEV.hamlet, DEV.guest, DEV.bot]) {
      const r = await s.call(who, "PATCH", `/users/${s.userId(DEV.othello)}`, { full_name: "X" });
      expect(r.status).toBe(400);
      expect(r.body.result).toBe("error");
    }
  });

  it("full_name round trip with a realm_user update event", async () => {
    const q = await s.register(DEV.cordelia, { event_types: ["realm_user"] });
    const id = s.userId(DEV.othello);
    await s.ok(DEV.admin, "PATCH", `/users/${id}`, { full_name: "Othello the Great" });
    expect((await s.ok(DEV.hamlet, "GET", `/users/${id}`)).user.full_name).toBe("Othello the Great");
    const events = await s.events(DEV.cordelia, q);
    expect(events).toContainEqual(expect.objectContaining({ type: "realm_user", op: "update", person: { user_id: id, full_name: "Othello the Great" } }));
    await s.ok(DEV.admin, "PATCH", `/users/${id}`, { full_name: "Othello, the Moor of Venice" });
    await s.fails(DEV.admin, "PATCH", `/users/${id}`, { full_name: "" }, "Name too short!");
  });

  it("profile_data round trip with custom_profile_field events", async () => {
    const q = await s.register(DEV.cordelia, { event_types: ["realm_user"] });
    const id = s.userId(DEV.othello);
    await s.ok(DEV.admin, "PATCH", `/users/${id}`, { profile_data: [{ id: 1, value: "+49 123" }, { id: 3, value: "emacs" }] });
    const u = (await s.ok(DEV.hamlet, "GET", `/users/${id}`, { include_custom_profile_fields: true })).user;
    expect(u.profile_data["1"]).toEqual({ value: "+49 123", rendered_value: "<p>+49 123</p>" });
    expect(u.profile_data["3"]).toEqual({ value: "emacs" });
    const events = await s.events(DEV.cordelia, q);
    expect(events.map((e) => e.person.custom_profile_field)).toEqual([
      { id: 1, value: "+49 123", rendered_value: "<p>+49 123</p>" },
      { id: 3, value: "emacs" },
    ]);
    await s.fails(DEV.admin, "PATCH", `/users/${id}`, { profile_data: [{ id: 3, value: "nano" }] }, "'nano' is not a valid choice for 'Favorite editor'.");
    await s.fails(DEV.admin, "PATCH", `/users/${id}`, { profile_data: [{ id: 999, value: "x" }] }, "Field id 999 not found.");
    await s.ok(DEV.admin, "PATCH", `/users/${id}`, { profile_data: [{ id: 1, value: null }, { id: 3, value: null }] });
    const cleared = (await s.ok(DEV.hamlet, "GET", `/users/${id}`, { include_custom_profile_fields: true })).user;
    expect(cleared.profile_data).toEqual({});
  });

  it("only owners grant or remove the owner role, with role events", async () => {
    const id = s.userId(DEV.prospero);
    await s.fails(DEV.admin, "PATCH", `/users/${id}`, { role: 100 }, "Must be an organization owner", "UNAUTHORIZED_PRINCIPAL");
    await s.fails(DEV.admin, "PATCH", `/users/${s.userId(DEV.owner)}`, { role: 400 }, "Must be an organization owner", "UNAUTHORIZED_PRINCIPAL");
    // Setting the role a user already has changes nothing, so it needs no owner (as Zulip).
    await s.ok(DEV.admin, "PATCH", `/users/${s.userId(DEV.owner)}`, { role: 100 });
    const q = await s.register(DEV.hamlet, { event_types: ["realm_user"] });
    await s.ok(DEV.owner, "PATCH", `/users/${id}`, { role: 100 });
    expect((await s.ok(DEV.prospero, "GET", "/users/me")).is_owner).toBe(true);
    await s.ok(DEV.owner, "PATCH", `/users/${id}`, { role: 400 });
    expect((await s.events(DEV.hamlet, q)).map((e) => e.person)).toEqual([{ user_id: id, role: 100 }, { user_id: id, role: 400 }]);
    await s.ok(DEV.admin, "PATCH", `/users/${id}`, { role: 300 });
    await s.ok(DEV.admin, "PATCH", `/users/${id}`, { role: 400 });
  });

  it("the only owner keeps the owner role", async () => {
    await s.fails(DEV.owner, "PATCH", `/users/${s.userId(DEV.owner)}`, { role: 200 }, "The owner permission cannot be removed from the only organization owner.");
  });

  it("guests cannot be administrators through the legacy flags (before level 8)", async () => {
    const old = new TestServer({ featureLevel: 7 });
    await old.fails(DEV.owner, "PATCH", `/users/${old.userId(DEV.guest)}`, { is_admin: true, is_guest: true }, "Guests cannot be organization administrators");
    await old.ok(DEV.owner, "PATCH", `/users/${old.userId(DEV.hamlet)}`, { is_admin: true });
    expect((await old.ok(DEV.hamlet, "GET", "/users/me")).is_admin).toBe(true);
    old.close();
  });

  it("unknown users are No such user", async () => {
    await s.fails(DEV.admin, "PATCH", "/users/99999", { full_name: "X" }, "No such user");
  });
});

describe("deactivation and reactivation (beyond the seed)", () => {
  it("emits the is_active form from level 222", async () => {
    const id = s.userId(DEV.cordelia);
    const q = await s.register(DEV.hamlet, { event_types: ["realm_user"] });
    await s.ok(DEV.admin, "DELETE", `/users/${id}`);
    expect((await s.ok(DEV.hamlet, "GET", `/users/${id}`)).user.is_active).toBe(false);
    await s.ok(DEV.admin, "POST", `/users/${id}/reactivate`);
    expect((await s.events(DEV.hamlet, q)).map((e) => e.person)).toEqual([
      { user_id: id, is_active: false },
      { user_id: id, is_active: true },
    ]);
    await s.fails(DEV.admin, "POST", `/users/${id}/reactivate`, {}, "User is already active.");
    await s.fails(DEV.owner, "DELETE", `/users/${s.userId(DEV.owner)}`, {}, "Cannot deactivate the only organization owner");
  });

  it("emits op remove / op add before level 222", async () => {
    const old = new TestServer({ featureLevel: 221 });
    const id = old.userId(DEV.cordelia);
    const q = await old.register(DEV.hamlet, { event_types: ["realm_user"] });
    await old.ok(DEV.admin, "DELETE", `/users/${id}`);
    await old.ok(DEV.admin, "POST", `/users/${id}/reactivate`);
    const events = await old.events(DEV.hamlet, q);
    expect(events.map((e) => e.op)).toEqual(["remove", "add"]);
    expect(events[0].person).toEqual({ user_id: id, full_name: "Cordelia, Lear's daughter" });
    expect(events[1].person.user_id).toBe(id);
    old.close();
  });
});
