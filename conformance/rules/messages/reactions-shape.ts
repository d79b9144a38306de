import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { show, type Body } from "../shared/events.ts";
import { LIST, newestMessages } from "./_read.ts";

const TYPES = ["unicode_emoji", "realm_emoji", "service_extra_emoji"];

// Reactions on the messages the member can read (the newest two hundred; the seed has no way to add one, so the
// organization's are read): each has emoji_name and emoji_code (strings), a reaction_type of the three, user_id (an
// integer), and, where the deprecated user object is given, its id is user_id. When no message has a reaction, the
// rule says so in a note.
export default rule({
  id: "messages/reactions-shape",
  title: "Reactions carry emoji_name, emoji_code, one of the three reaction types and the reacting user",
  seed: "Message object: reactions (each: emoji_name, emoji_code, reaction_type unicode_emoji, realm_emoji or service_extra_emoji, user_id, user: deprecated object with the user ID in field id)",
  statements: ["message.reactions"],
  operations: [LIST],
  roles: ["member"],
  async run(ctx) {
    const { ex, messages } = await newestMessages(ctx.as("member"), 200);
    const reactions = messages.flatMap((m) => (Array.isArray(m.reactions) ? (m.reactions as Body[]).map((r) => ({ m: m.id, r })) : []));
    if (!reactions.length) return ctx.note("no reaction on the newest messages the member can read; nothing to check");
    const bad = reactions.filter(({ r }) =>
      typeof r.emoji_name !== "string" || typeof r.emoji_code !== "string" || !TYPES.includes(r.reaction_type as string) || !Number.isInteger(r.user_id) ||
      ("user" in r && (r.user as Body | null)?.id !== r.user_id),
    );
    expectThat(bad.length === 0, { title: "A reaction breaks the seed's shape", expected: "emoji_name, emoji_code (strings), reaction_type of the three, user_id, user.id = user_id", received: show(bad), exchange: ex });
  },
});
