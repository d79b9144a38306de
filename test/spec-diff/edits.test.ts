// Ten hand-made edits of the spec, each diffed against the project's spec as a spec author's pull request would be:
// the classification a client expects, the level that records it, and the unrecorded one as an error.
import { describe, expect, it } from "vitest";
import { readSpec } from "../../lib/spec/index.ts";
import { diffFiles } from "../../lib/spec-diff/diff.ts";
import type { Change } from "../../lib/spec-diff/model.ts";
import { at, changeAt, edited, NEXT, P, parameter } from "./support.ts";

const base = readSpec();
const diff = (revision: ReturnType<typeof edited>) => diffFiles(base, revision, { seed: new Map() });
const only = (changes: Change[]) => {
  expect(changes.map((c) => `${c.element} ${c.action}`)).toHaveLength(1);
  return changes[0];
};

describe("hand-made spec edits, classified as a client expects", () => {
  it("a parameter removed: breaking for a caller", () => {
    const r = diff(edited((d) => (parameter(d, P.usersGet, "user_ids")["x-feature-level"] = { added: 201, removed: NEXT })));
    const c = only(r.changes);
    expect(c).toMatchObject({ element: "GET /users query.user_ids", kind: "parameter", action: "removed", impact: "breaking-caller", level: NEXT, recorded: true });
    expect(r.unseen).toEqual([]);
  });

  it("a parameter made required: breaking for a caller", () => {
    const r = diff(
      edited((d) => {
        const p = parameter(d, P.messageGet, "apply_markdown");
        p.required = true;
        p["x-feature-level"].changed = [{ level: NEXT, summary: "required", before: { required: false } }];
      }),
    );
    expect(only(r.changes)).toMatchObject({ element: "GET /messages/{message_id} query.apply_markdown", action: "required", impact: "breaking-caller", level: NEXT, recorded: true });
  });

  it("an enum value removed from a request: breaking for a caller", () => {
    const r = diff(edited((d) => (at(d, P.profileFieldType)["x-enum-levels"]["1"] = { removed: NEXT })));
    expect(only(r.changes)).toMatchObject({ element: "POST /realm/profile_fields body.field_type=1", kind: "enum-value", action: "removed", impact: "breaking-caller", level: NEXT });
  });

  it("an enum value added: compatible for a caller, breaking for a reader of a closed set", () => {
    const r = diff(
      edited((d) => {
        const req = at(d, P.profileFieldType);
        req.enum.push(9);
        req["x-enum-levels"]["9"] = { added: NEXT };
        const res = at(d, P.channel).properties.stream_post_policy;
        res.enum.push(5);
        res["x-enum-levels"] = { "5": { added: NEXT } };
      }),
    );
    const byElement = Object.fromEntries(r.changes.map((c) => [c.element, c]));
    expect(byElement["POST /realm/profile_fields body.field_type=9"]).toMatchObject({ action: "added", impact: "compatible", direction: "request", level: NEXT });
    expect(byElement["Channel.stream_post_policy=5"]).toMatchObject({ action: "added", impact: "breaking-reader", direction: "response", level: NEXT });
    expect(byElement["Channel.stream_post_policy=5"].operations).toContain("GET /streams");
    expect(r.changes).toHaveLength(2);
  });

  it("a response field removed: breaking for a reader, in every operation that returns it", () => {
    const r = diff(edited((d) => (at(d, P.channel).properties.creator_id["x-feature-level"].removed = NEXT)));
    const c = only(r.changes);
    expect(c).toMatchObject({ element: "Channel.creator_id", kind: "response-field", action: "removed", impact: "breaking-reader", level: NEXT });
    expect(c.operations).toEqual(expect.arrayContaining(["GET /streams", "GET /streams/{stream_id}"]));
  });

  it("a response field retyped: breaking for a reader", () => {
    const r = diff(edited((d) => changeAt(at(d, P.channel).properties.stream_weekly_traffic, "now a string", (n) => (n.type = "string"))));
    expect(only(r.changes)).toMatchObject({ element: "Channel.stream_weekly_traffic", action: "retyped", impact: "breaking-reader", level: NEXT, summary: "now a string" });
  });

  it("a bound tightened on a request field: breaking for a caller", () => {
    const r = diff(edited((d) => changeAt(at(d, P.inviteStreamIds), "at most 10 channels", (n) => (n.maxItems = 10))));
    expect(only(r.changes)).toMatchObject({ element: "POST /invites body.stream_ids", action: "bound-tightened", impact: "breaking-caller", detail: "maxItems 1000 → 10 (tightened)" });
  });

  it("a bound loosened on a request field: compatible", () => {
    const r = diff(edited((d) => changeAt(at(d, P.userProfileData), "longer lists", (n) => (n.maxItems = 5000))));
    expect(only(r.changes)).toMatchObject({ element: "PATCH /users/{user_id} body.profile_data", action: "bound-loosened", impact: "compatible", level: NEXT });
  });

  it("an error msg changed: breaking for a reader (clients match the exact msg), and no level can record it", () => {
    const r = diff(
      edited((d) => {
        const row = (at(d, P.invites)["x-errors"] as { example: string; msg?: string }[]).find((e) => e.example === "no-email")!;
        row.msg = "Specify at least one email address.";
      }, false),
    );
    const c = only(r.changes);
    expect(c).toMatchObject({ kind: "error", action: "msg-changed", impact: "breaking-reader", recorded: false, element: "POST /invites error no-email" });
    expect(c.detail).toContain('"You must specify at least one email address." → "Specify at least one email address."');
  });

  it("an unrecorded change: seen, classified, and an error because no feature level records it", () => {
    const r = diff(edited((d) => (at(d, P.channel).properties.first_message_id.type = "integer"), false));
    expect(only(r.changes)).toMatchObject({ element: "Channel.first_message_id", action: "narrowed", impact: "compatible", recorded: false, level: undefined });
  });

  it("a declared level change the diff does not see is an error too", () => {
    // removed at 268, but the spec's newest level stays 267: no view of the revision shows the removal.
    const r = diff(edited((d) => (at(d, P.channel).properties.creator_id["x-feature-level"].removed = NEXT), false));
    expect(r.changes).toEqual([]);
    expect(r.unseen.map((u) => u.message)).toEqual([
      "Channel.creator_id: removed at level 268 is declared, above the spec's newest level 267 (info.x-newest-feature-level), so no view of the spec shows it",
    ]);
    // ...and so is a declared change whose element does not differ at its level is reported.
    const r2 = diff(edited((d) => (at(d, P.channel).properties.invite_only["x-feature-level"] = { changed: [{ level: NEXT, summary: "no-op", before: { default: false } }] })));
    expect(r2.unseen.map((u) => u.message)).toEqual(["Channel.invite_only: changed (no-op) at level 268 is declared, but the spec's views at levels 267 and 268 do not differ there"]);
  });

  it("nothing changed: no change, nothing unseen", () => {
    const r = diff(readSpec());
    expect(r.changes).toEqual([]);
    expect(r.unseen).toEqual([]);
  });
});
