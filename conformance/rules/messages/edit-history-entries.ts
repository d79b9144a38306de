import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { show, type Body } from "../shared/events.ts";
import { LIST, newestMessages } from "./_read.ts";

/** Fields of an edit history entry that come in pairs (the aspect's old and new value, or its old text forms). */
const PAIRS: [string, string][] = [
  ["prev_topic", "topic"],
  ["prev_stream", "stream"],
  ["prev_rendered_content", "prev_content"],
];

function problems(m: Body): string[] {
  const out: string[] = [];
  const history = m.edit_history;
  if (history === undefined) return out;
  if (!("last_edit_timestamp" in m)) out.push("edit_history without last_edit_timestamp (an edited message)");
  if (!Array.isArray(history) || history.length === 0) return [...out, `edit_history ${show(history)} (a non-empty list)`];
  history.forEach((e: Body, i: number) => {
    if (!(e.user_id === null || Number.isInteger(e.user_id))) out.push(`entry ${i}: user_id ${show(e.user_id)}`);
    if (!Number.isInteger(e.timestamp)) out.push(`entry ${i}: timestamp ${show(e.timestamp)}`);
    for (const [a, b] of PAIRS) if ((a in e) !== (b in e)) out.push(`entry ${i}: ${a in e ? a : b} without ${a in e ? b : a}`);
    if ("prev_rendered_content_version" in e && !("prev_content" in e)) out.push(`entry ${i}: prev_rendered_content_version without prev_content`);
    if (i > 0 && Number.isInteger(e.timestamp) && Number.isInteger(history[i - 1].timestamp) && (e.timestamp as number) > history[i - 1].timestamp) out.push(`entry ${i} is newer than entry ${i - 1} (newest first)`);
  });
  if (Number.isInteger(m.last_edit_timestamp) && Number.isInteger(history[0].timestamp) && (m.last_edit_timestamp as number) < history[0].timestamp)
    out.push(`last_edit_timestamp ${m.last_edit_timestamp} before the newest edit ${history[0].timestamp}`);
  return out;
}

// Edited messages the member can read (the newest hundred, GET /messages): an edit_history means the message was
// edited, so last_edit_timestamp is there too; the history is newest first; each entry has user_id (integer or
// null) and timestamp, and the fields of an aspect come together (prev_topic with topic, prev_stream with stream,
// prev_rendered_content with prev_content). The suite cannot edit messages (the seed shows no edit), so it reads
// the ones the organization has; when there are none, it says so in a note.
export default rule({
  id: "messages/edit-history-entries",
  title: "Edited messages carry last_edit_timestamp and a newest-first edit history of well-formed entries",
  seed: "Message object: last_edit_timestamp (absent if never edited), edit_history (newest first; each has user_id (integer or null) and timestamp, plus optional prev_content, prev_rendered_content, prev_rendered_content_version, prev_stream, prev_topic, stream, topic, present only when that aspect was edited)",
  statements: ["message.edit-history", "message.edit-history-entries", "message.last-edit-timestamp"],
  operations: [LIST],
  roles: ["member"],
  async run(ctx) {
    const { ex, messages } = await newestMessages(ctx.as("member"), 200, { apply_markdown: false });
    const edited = messages.filter((m) => "edit_history" in m);
    if (!edited.length) return ctx.note("no message with an edit history among the newest the member can read; nothing to check");
    await ctx.each(edited, async (m) => {
      const p = problems(m);
      expectThat(p.length === 0, { title: "An edit history breaks the seed's shape", expected: "last_edit_timestamp with edit_history, entries newest first with user_id and timestamp, aspect fields together", received: `message ${m.id}: ${p.join("; ")}`, exchange: ex });
    });
  },
});
