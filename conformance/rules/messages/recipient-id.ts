import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { sendMessage, subscribedChannels, show } from "../shared/events.ts";
import { ifOffered } from "../shared/extras.ts";
import { foundMessages, GET, isDirect, readMessage, type Found } from "./_read.ts";

/** Messages found, grouped by their recipients (a channel by its ID, direct messages by their users): up to four groups of up to three. */
function foundGroups(found: Found[]): { what: string; ids: number[] }[] {
  const groups = new Map<string, number[]>();
  for (const { id, message: m } of found) {
    const users = Array.isArray(m.display_recipient) ? (m.display_recipient as { id?: unknown }[]).map((u) => u.id) : [];
    const key = isDirect(m) ? `direct ${show([...new Set([...users, m.sender_id])].sort())}` : `channel ${show(m.stream_id)}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups].slice(0, 4).map(([what, ids]) => ({ what, ids: ids.slice(0, 3) }));
}

// recipient_id is the ID of the set of recipients: two messages to one channel (different topics) share it, a
// message to another channel has another; direct messages between the same two members share it whoever sends, and
// a direct message to another set of members has another. Where the server offers no POST /messages (Zulip's), the
// messages the member can read (found by ID) are grouped the same way, by the channel or the users they name.
export default rule({
  id: "messages/recipient-id",
  title: "recipient_id is the same exactly for the same set of recipients",
  seed: "Message object: recipient_id (integer; ID of the set of recipients)",
  statements: ["message.recipient-id"],
  operations: [GET, "POST /messages", "GET /streams"],
  uses: ["POST /messages"],
  roles: ["member", "member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [a, b, c] = [ctx.as("member", 0), ctx.as("member", 1), ctx.as("member", 2)];
    const recipient = async (id: number) => {
      const { ex, message } = await readMessage(a, id);
      return { ex, id: message.recipient_id };
    };
    // Sent where the server offers POST /messages (Zulip's); else the messages the member can read, found by ID.
    const sent = await ifOffered(async () => {
      const out: { what: string; ids: number[] }[] = [];
      const postable = (await subscribedChannels(a)).filter((s) => (s.stream_post_policy ?? 1) === 1 && s.is_announcement_only !== true).slice(0, 2);
      for (const s of postable) {
        const to = s.stream_id as number;
        out.push({ what: `channel ${to}`, ids: [await sendMessage(a, { type: "stream", to, topic: ctx.name("r1"), content: "one" }), await sendMessage(a, { type: "stream", to, topic: ctx.name("r2"), content: "two" })] });
      }
      out.push({ what: `direct ${a.email} and ${b.email}`, ids: [await sendMessage(a, { type: "private", to: [b.userId], content: "to b" }), await sendMessage(b, { type: "private", to: [a.userId], content: "to a" })] });
      out.push({ what: `direct ${a.email}, ${b.email} and ${c.email}`, ids: [await sendMessage(a, { type: "private", to: [b.userId, c.userId], content: "to b and c" })] });
      return out;
    });
    const groups = sent ?? foundGroups(await foundMessages(a));
    if (!groups.length) return ctx.note("recipient IDs: the server offers no POST /messages (Zulip's, not in the seed) and the member can read no message; not tested");
    const seen: { what: string; recipient: unknown }[] = [];
    await ctx.each(groups, async (g) => {
      const rs = await Promise.all(g.ids.map(recipient));
      expectThat(rs.every((r) => Number.isInteger(r.id) && r.id === rs[0].id), {
        title: "Messages to the same recipients have different recipient_id",
        expected: `one recipient_id for the messages ${show(g.ids)} (${g.what})`,
        received: show(rs.map((r) => r.id)),
        exchange: rs[rs.length - 1].ex,
      });
      const clash = seen.find((s) => s.recipient === rs[0].id);
      expectThat(!clash, { title: "Messages to different recipients share a recipient_id", expected: `${g.what} and ${clash?.what} have different recipient_id`, received: `both ${show(rs[0].id)}`, exchange: rs[0].ex });
      seen.push({ what: g.what, recipient: rs[0].id });
    });
  },
});
