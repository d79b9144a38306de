// `teamchat-spec diff --from-level 100 --to-level 267` against the spec's level data, both ways: every change the
// level data records between the two levels is listed (nothing recorded and unseen), and every change the diff
// sees is recorded at the level it appears (nothing seen and unrecorded). And the same downwards (a client newer
// than its server), where every impact is the mirror image.
import { describe, expect, it } from "vitest";
import { readSpec } from "../../lib/spec/index.ts";
import { diffLevels } from "../../lib/spec-diff/diff.ts";
import { explains, levelEvents } from "../../lib/spec-diff/events.ts";

const raw = readSpec();
const FROM = 100;
const TO = 267;
const up = diffLevels(raw, FROM, TO);
const down = diffLevels(raw, TO, FROM);
const events = levelEvents(raw).filter((e) => e.level > FROM && e.level <= TO);

describe(`the diff from level ${FROM} to ${TO} and the level data`, () => {
  it("every change the diff sees is recorded at a level in the range, by an event of the level data at that element", () => {
    expect(up.changes.length).toBeGreaterThan(40);
    for (const c of up.changes.filter((x) => x.seen)) {
      expect(c.recorded, c.element).toBe(true);
      expect(c.level! > FROM && c.level! <= TO, `${c.element} at ${c.level}`).toBe(true);
      const by = events.filter((e) => e.level === c.level && e.structural && explains(e, c));
      expect(by.length, `${c.element} ${c.action} at ${c.level}: no event of the level data explains it`).toBeGreaterThan(0);
    }
  });

  it("every event of the level data in the range is listed: seen by the diff, or (a behaviour change, a value of an open list) listed from the data", () => {
    expect(up.unseen).toEqual([]);
    const missing = events.filter((e) => {
      const atLevel = up.changes.filter((c) => c.level === e.level);
      if (!e.structural) return !atLevel.some((c) => !c.seen && c.pointer === e.pointer);
      // An element that arrives with its operation is seen through the operation.
      return !atLevel.some((c) => explains(e, c) || (c.action === "added" && c.pointer && e.pointer.startsWith(`${c.pointer}/`)));
    });
    expect(missing.map((e) => `${e.level} ${e.event} ${e.pointer}`)).toEqual([]);
    // Every level the data records in the range has its section.
    expect(new Set(up.changes.map((c) => c.level))).toEqual(new Set(events.map((e) => e.level)));
  });

  it("classifies each change: callers break on removed or renamed fields and re-encoded values, readers on removed fields", () => {
    const find = (element: string, action: string) => up.changes.find((c) => c.element === element && c.action === action);
    expect(find("POST /invites body.invite_expires_in_days", "removed")).toMatchObject({ level: 126, impact: "breaking-caller" });
    expect(find("POST /realm/filters body.url_template", "renamed")).toMatchObject({ level: 176, impact: "breaking-caller", seed: "url_template replaces url_format_string" });
    expect(find("PATCH /users/{user_id} body.full_name", "encoding-changed")).toMatchObject({ level: 106, impact: "breaking-caller" });
    expect(find("Subscription.email_address", "removed")).toMatchObject({ level: 226, impact: "breaking-reader" });
    expect(find("Channel.creator_id", "added")).toMatchObject({ level: 254, impact: "compatible", seed: "creator_id" });
    expect(find("POST /invites body.stream_ids", "bound-loosened")).toMatchObject({ level: 180, impact: "compatible" });
    expect(find("PATCH /user_groups/{user_group_id} body.can_mention_group", "narrowed")).toMatchObject({ level: 260, impact: "breaking-caller" });
    expect(find("GroupSettingValue", "widened")).toMatchObject({ level: 258 });
    expect(find("POST /users/me/muted_users/{muted_user_id}", "behaviour")).toMatchObject({ level: 188, impact: "behaviour", seen: false, seed: "bots can be muted" });
  });

  it(`downwards (${TO} to ${FROM}): the same elements at the same levels, each impact mirrored`, () => {
    expect(down.unseen).toEqual([]);
    expect(down.changes.every((c) => c.recorded)).toBe(true);
    // By pointer: a renamed element is named as the server at the lower level calls it.
    const key = (c: { pointer?: string; level?: number; seen: boolean }) => `${c.level} ${c.pointer} ${c.seen}`;
    expect(new Set(down.changes.map(key))).toEqual(new Set(up.changes.map(key)));
    const creator = down.changes.find((c) => c.element === "Channel.creator_id")!;
    expect(creator).toMatchObject({ action: "removed", impact: "breaking-reader" });
    expect(down.changes.find((c) => c.element === "POST /realm/profile_fields body.field_type=8")).toMatchObject({ action: "removed", impact: "breaking-caller" });
  });
});
