// User groups: GET (not for guests and bots), create (atomic, can_mention_group forms), update ({new, old}).
import { afterAll, describe, expect, it } from "vitest";
import { DEV, TestServer } from "./helpers.ts";

const s = new TestServer();
afterAll(() => s.close());

const groups = async (as = DEV.hamlet) => (await s.ok(as, "GET", "/user_groups")).user_groups as any[];
const groupNamed = async (name: string) => (await groups()).find((g) => g.name === name);

describe("GET /user_groups", () => {
  it("lists the 8 system groups and the user-defined group", async () => {
    const list = await groups();
    const system = list.filter((g) => g.is_system_group).map((g) => g.name).sort();
    expect(system).toEqual(["role:administrators", "role:everyone", "role:fullmembers", "role:internet", "role:members", "role:moderators", "role:nobody", "role:owners"]);
    const mine = list.find((g) => g.name === "hamletcharacters");
    expect(mine.members).toEqual([s.userId(DEV.hamlet), s.userId(DEV.guest)]);
    expect((await groupNamed("role:owners")).members).toEqual([s.userId(DEV.owner)]);
  });

  it("is refused to guests and bots", async () => {
    await s.fails(DEV.guest, "GET", "/user_groups", {}, "Not allowed for guest users");
    await s.fails(DEV.bot, "GET", "/user_groups", {}, "This endpoint does not accept bot requests.");
  });
});

describe("POST /user_groups/create", () => {
  it("creates a group with exactly the given name, description and members", async () => {
    const members = [s.userId(DEV.othello), s.userId(DEV.cordelia)];
    const body = await s.ok(DEV.hamlet, "POST", "/user_groups/create", { name: "readers", description: "Avid readers", members });
    expect(body.group_id).toBeUndefined(); // the spec's (and Zulip's) bare success envelope
    const g = await groupNamed("readers");
    expect(g).toMatchObject({ name: "readers", description: "Avid readers", members, is_system_group: false });
  });

  it("an unknown member is Invalid user ID: <id> and no group is created", async () => {
    await s.fails(DEV.hamlet, "POST", "/user_groups/create", { name: "ghosts", description: "d", members: [s.userId(DEV.othello), 4242] }, "Invalid user ID: 4242");
    expect(await groupNamed("ghosts")).toBeUndefined();
  });

  it("accepts can_mention_group as an integer or an object (level 258)", async () => {
    const mods = (await groupNamed("role:moderators")).id;
    await s.ok(DEV.hamlet, "POST", "/user_groups/create", { name: "g-int", description: "", members: [], can_mention_group: mods });
    expect((await groupNamed("g-int")).can_mention_group).toBe(mods);
    const value = { direct_members: [s.userId(DEV.hamlet)], direct_subgroups: [mods] };
    await s.ok(DEV.hamlet, "POST", "/user_groups/create", { name: "g-obj", description: "", members: [], can_mention_group: value });
    expect((await groupNamed("g-obj")).can_mention_group).toEqual(value);
    const old = new TestServer({ featureLevel: 257 });
    await old.fails(DEV.hamlet, "POST", "/user_groups/create", { name: "g", description: "", members: [], can_mention_group: value }, "can_mention_group is not an integer");
    old.close();
  });

  it("refuses role:internet and role:owners as can_mention_group", async () => {
    for (const n of ["role:internet", "role:owners"]) {
      const id = (await groupNamed(n)).id;
      await s.fails(DEV.hamlet, "POST", "/user_groups/create", { name: `x-${n}`, description: "", members: [], can_mention_group: id }, `'can_mention_group' setting cannot be set to '${n}' group.`);
    }
  });

  it("refuses duplicate and reserved names", async () => {
    await s.fails(DEV.hamlet, "POST", "/user_groups/create", { name: "hamletcharacters", description: "", members: [] }, "User group 'hamletcharacters' already exists.");
    await s.fails(DEV.hamlet, "POST", "/user_groups/create", { name: "role:mine", description: "", members: [] }, "User group name cannot start with 'role:'.");
  });
});

describe("PATCH /user_groups/{user_group_id}", () => {
  it("unknown IDs are Invalid user group", async () => {
    await s.fails(DEV.hamlet, "PATCH", "/user_groups/99999", { name: "x" }, "Invalid user group");
  });

  it("name and description round trip", async () => {
    const g = await groupNamed("hamletcharacters");
    await s.ok(DEV.hamlet, "PATCH", `/user_groups/${g.id}`, { name: "elsinore", description: "Castle folk" });
    expect(await groupNamed("elsinore")).toMatchObject({ id: g.id, description: "Castle folk" });
    await s.ok(DEV.hamlet, "PATCH", `/user_groups/${g.id}`, { name: "hamletcharacters", description: "Characters of Hamlet" });
  });

  it("can_mention_group {new, old}: a mismatched old is refused", async () => {
    const g = await groupNamed("hamletcharacters");
    const mods = (await groupNamed("role:moderators")).id;
    await s.fails(DEV.hamlet, "PATCH", `/user_groups/${g.id}`, { can_mention_group: { new: mods, old: 424242 } }, "'old' value does not match the expected value.");
    await s.ok(DEV.hamlet, "PATCH", `/user_groups/${g.id}`, { can_mention_group: { new: mods, old: g.can_mention_group } });
    expect((await groupNamed("hamletcharacters")).can_mention_group).toBe(mods);
    await s.ok(DEV.hamlet, "PATCH", `/user_groups/${g.id}`, { can_mention_group: { new: g.can_mention_group } });
  });

  it("takes the value itself before level 260, and requires name and description before 165", async () => {
    const old = new TestServer({ featureLevel: 259 });
    const g = (await old.ok(DEV.hamlet, "GET", "/user_groups")).user_groups.find((x: any) => x.name === "hamletcharacters");
    const mods = (await old.ok(DEV.hamlet, "GET", "/user_groups")).user_groups.find((x: any) => x.name === "role:moderators").id;
    await old.ok(DEV.hamlet, "PATCH", `/user_groups/${g.id}`, { can_mention_group: mods });
    old.close();
    const older = new TestServer({ featureLevel: 164 });
    await older.fails(DEV.hamlet, "PATCH", `/user_groups/9`, { name: "x" }, "Missing 'description' argument");
    older.close();
  });

  it("system groups cannot be modified", async () => {
    const g = await groupNamed("role:members");
    await s.fails(DEV.admin, "PATCH", `/user_groups/${g.id}`, { description: "mine now" }, "Insufficient permission");
  });

  it("emits user_group events", async () => {
    const q = await s.register(DEV.othello, { event_types: ["user_group"] });
    const g = await groupNamed("hamletcharacters");
    await s.ok(DEV.admin, "PATCH", `/user_groups/${g.id}`, { description: "Updated" });
    expect(await s.events(DEV.othello, q)).toContainEqual(expect.objectContaining({ type: "user_group", op: "update", group_id: g.id, data: { description: "Updated" } }));
  });
});
