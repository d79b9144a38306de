// Not a rule: helpers shared by the drafts rules.
import type { Exchange } from "../../engine/types.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import type { Caller, RuleContext } from "../types.ts";
import type { Body } from "./events.ts";

export const CREATE = "POST /drafts";
export const LIST = "GET /drafts";

export interface Draft {
  type: "" | "stream" | "private";
  to: number[];
  topic: string;
  content: string;
  [key: string]: unknown;
}

/**
 * POST /drafts. Whatever the server created (the `ids` of a success) is deleted when the rule ends, with
 * DELETE /drafts/{draft_id} (Zulip's, not in the seed; best effort).
 */
export async function createDrafts(ctx: RuleContext, caller: Caller, drafts: Draft[]): Promise<Exchange> {
  const ex = await caller.call(CREATE, { body: { drafts } });
  const ids = bodyObject(ex.response)?.ids;
  if (Array.isArray(ids)) {
    for (const id of ids.filter((x) => Number.isInteger(x))) {
      ctx.cleanup(`delete draft ${id} of ${caller.email}`, () => caller.call("DELETE /drafts/{draft_id}", { path: { draft_id: id } }));
    }
  }
  return ex;
}

/** GET /drafts (beyond the seed; the suite verifies created drafts with it). */
export async function listDrafts(caller: Caller): Promise<{ ex: Exchange; drafts: Body[] }> {
  const ex = await caller.call(LIST);
  const body = expectSuccess(ex, "listing drafts (GET /drafts)");
  expectThat(Array.isArray(body.drafts), { title: "GET /drafts without a drafts list", expected: "drafts (list)", received: describeResponse(ex.response), exchange: ex });
  return { ex, drafts: body.drafts as Body[] };
}
