// POST /scheduled_messages: validated like a message at scheduling time. Delivery after the
// scheduled time is not shown by the seed and is not performed here.
import { insertScheduled } from "../db/repos/drafts.ts";
import { linkifiers } from "../db/repos/realm.ts";
import { badRequest } from "../errors.ts";
import type { Ctx, Route } from "../http/context.ts";
import { LIMITS } from "../realm/settings.ts";
import { renderMarkdown } from "../render/markdown.ts";
import { normalizeBody, normalizeTopic } from "./common.ts";
import { checkCanPost, checkTopic, isChannelType, resolveStream, resolveUsers } from "./sending.ts";

function schedule(ctx: Ctx) {
  const { db, me, params: p } = ctx;
  const content = normalizeBody(p.content, LIMITS.max_message_length);
  let recipients: unknown;
  let topic = "";
  let type: "stream" | "private";
  if (isChannelType(p.type)) {
    type = "stream";
    const s = resolveStream(ctx, p.to);
    checkCanPost(ctx, me, s);
    topic = normalizeTopic(checkTopic(p.topic), LIMITS.max_topic_length);
    recipients = s.id;
  } else {
    type = "private";
    recipients = resolveUsers(ctx, p.to).map((u) => u.id).sort((a, b) => a - b);
  }
  const at: number = p.scheduled_delivery_timestamp;
  if (at <= ctx.now()) throw badRequest("Scheduled delivery time must be in the future.");
  // Zulip's heuristic when read_by_sender is omitted: a message to oneself only is read.
  const readBySender = p.read_by_sender ?? (type === "private" && (recipients as number[]).every((id) => id === me.id));
  const rendered = renderMarkdown(content, linkifiers(db));
  const id = insertScheduled(db, {
    sender_id: me.id,
    type,
    recipients: JSON.stringify(recipients),
    topic,
    content,
    rendered_content: rendered,
    scheduled_timestamp: at,
    read_by_sender: readBySender ? 1 : 0,
    created: ctx.now(),
  });
  const entry: Record<string, unknown> = {
    scheduled_message_id: id,
    type,
    to: recipients,
    content,
    rendered_content: rendered,
    scheduled_delivery_timestamp: at,
    failed: false,
  };
  if (type === "stream") entry.topic = topic;
  ctx.emit([me.id], { type: "scheduled_messages", op: "add", scheduled_messages: [entry] });
  return { scheduled_message_id: id };
}

export const routes: Route[] = [{ op: "POST /scheduled_messages", handler: schedule }];
