// Drafts: GET/POST /drafts, PATCH/DELETE /drafts/{draft_id}; changes reach the user's clients as
// drafts events.
import { deleteDraft, draftById, draftsOf, insertDraft, updateDraft, type DraftRow } from "../db/repos/drafts.ts";
import { storedSettings, usersByIds } from "../db/repos/users.ts";
import { badRequest } from "../errors.ts";
import type { Ctx, Route } from "../http/context.ts";
import { USER_SETTING_DEFAULTS } from "../realm/user-settings.ts";
import { LIMITS } from "../realm/settings.ts";
import { accessStream } from "./streams.ts";
import { normalizeBody } from "./common.ts";

interface DraftInput {
  id?: unknown;
  type: string;
  to: number[];
  topic: string;
  content: string;
  timestamp?: number;
}

export function draftObject(d: DraftRow): Record<string, unknown> {
  return { id: d.id, type: d.type, to: JSON.parse(d.recipients), topic: d.topic, content: d.content, timestamp: d.last_edit_time };
}

function requireSync(ctx: Ctx): void {
  const enabled = storedSettings(ctx.db, ctx.me.id).enable_drafts_synchronization ?? USER_SETTING_DEFAULTS.enable_drafts_synchronization;
  if (!enabled) throw badRequest("User has disabled synchronizing drafts.");
}

/** Zulip's further_validated_draft_dict. */
function validated(ctx: Ctx, d: DraftInput, label: string): Omit<DraftRow, "id" | "user_id"> {
  if (d.id !== undefined) throw badRequest(`${label} has unexpected key id`); // ids are the server's
  const content = normalizeBody(d.content, LIMITS.max_message_length);
  if (d.topic.includes("\u0000")) throw badRequest("Topic must not contain null bytes");
  const timestamp = d.timestamp ?? ctx.now();
  if (timestamp < 0) throw badRequest("Timestamp must not be negative.");
  let to: number[] = [];
  let topic = "";
  if (d.type === "stream") {
    if (d.to.length !== 1) throw ctx.error("not-one-channel");
    accessStream(ctx, d.to[0], { content: true });
    to = [d.to[0]];
    topic = d.topic.trim().slice(0, LIMITS.max_topic_length);
  } else if (d.type === "private") {
    // Each recipient once, all in one query (the list is the spec's maxItems long at most).
    to = [...new Set(d.to)];
    const known = new Set(usersByIds(ctx.db, to).map((u) => u.id));
    for (const id of to) if (!known.has(id)) throw ctx.error("invalid-user-id", { user_id: id });
    to.sort((a, b) => a - b);
  } else if (d.type !== "") throw badRequest(`Invalid ${label}["type"]`);
  return { type: d.type, recipients: JSON.stringify(to), topic, content, last_edit_time: Math.floor(timestamp) };
}

function createDrafts(ctx: Ctx) {
  requireSync(ctx);
  const drafts: DraftInput[] = ctx.params.drafts ?? [];
  const rows = drafts.map((d, i) => validated(ctx, d, `drafts[${i}]`));
  const ids = rows.map((r) => insertDraft(ctx.db, { ...r, user_id: ctx.me.id }));
  if (ids.length > 0)
    ctx.emit([ctx.me.id], { type: "drafts", op: "add", drafts: ids.map((id) => draftObject(draftById(ctx.db, ctx.me.id, id)!)) });
  return { ids };
}

function ownDraft(ctx: Ctx): DraftRow {
  const d = Number.isSafeInteger(ctx.params.draft_id) ? draftById(ctx.db, ctx.me.id, ctx.params.draft_id) : undefined;
  if (!d) throw badRequest("Draft does not exist");
  return d;
}

export const routes: Route[] = [
  {
    op: "GET /drafts",
    handler: (ctx) => {
      const drafts = draftsOf(ctx.db, ctx.me.id).map(draftObject);
      return { count: drafts.length, drafts };
    },
  },
  { op: "POST /drafts", handler: createDrafts },
  {
    op: "PATCH /drafts/{draft_id}",
    handler: (ctx) => {
      requireSync(ctx);
      const d = ownDraft(ctx);
      const next = { ...d, ...validated(ctx, ctx.params.draft, "draft") };
      updateDraft(ctx.db, next);
      ctx.emit([ctx.me.id], { type: "drafts", op: "update", draft: draftObject(next) });
    },
  },
  {
    op: "DELETE /drafts/{draft_id}",
    handler: (ctx) => {
      requireSync(ctx);
      const d = ownDraft(ctx);
      deleteDraft(ctx.db, d.id);
      ctx.emit([ctx.me.id], { type: "drafts", op: "remove", draft_id: d.id });
    },
  },
];
