import { rule } from "../rule.ts";
import { expectError, expectSuccess } from "../expect.ts";
import { sendMessage } from "../shared/events.ts";
import { ifOffered } from "../shared/extras.ts";
import { foundMessages, isDirect } from "./_read.ts";

// A direct message between two other users is not visible to the caller: GET /messages/{message_id} by a third
// member is the invalid-message error (while the recipient can read it). Sends one direct message (messages cannot be
// deleted through the seed's API). Where the server offers no POST /messages (Zulip's), a direct message the first
// member can read (found by ID) is asked for by a member who is not among its users.
export default rule({
  id: "messages/get-invisible-direct-message",
  title: "GET /messages/{message_id} of another pair's direct message is the invalid-message error",
  seed: "Endpoints, Messages: GET /messages/{message_id} (not visible to the caller, e.g. a direct message between other users, gives BAD_REQUEST); Errors, BAD_REQUEST conditions",
  statements: ["errors.get-message-invalid"],
  operations: ["GET /messages/{message_id}", "POST /messages", "GET /streams"],
  uses: ["POST /messages"],
  roles: ["member", "member", "member"],
  writes: true,
  async run(ctx) {
    const [sender, recipient, third] = [ctx.as("member", 0), ctx.as("member", 1), ctx.as("member", 2)];
    const id = await ifOffered(() => sendMessage(sender, { type: "private", to: [recipient.userId], content: `${ctx.name("dm")}: a direct message between two other users` }));
    if (id !== undefined) {
      expectSuccess(await recipient.call("GET /messages/{message_id}", { path: { message_id: id } }), "the recipient reading the direct message");
      expectError(await third.call("GET /messages/{message_id}", { path: { message_id: id } }), "invalid-message", {}, "A third user could read another pair's direct message");
      return;
    }
    const outside = (f: { message: Record<string, unknown> }) => {
      const users = new Set([f.message.sender_id, ...(Array.isArray(f.message.display_recipient) ? (f.message.display_recipient as { id?: unknown }[]).map((u) => u.id) : [])]);
      return [recipient, third].find((m) => !users.has(m.userId));
    };
    const found = (await foundMessages(sender)).find((f) => isDirect(f.message) && outside(f));
    if (!found) return ctx.note("a direct message between other users: the server offers no POST /messages (Zulip's, not in the seed) and the member has no direct message another member is not in; not tested");
    expectError(await outside(found)!.call("GET /messages/{message_id}", { path: { message_id: found.id } }), "invalid-message", {}, "A third user could read another pair's direct message");
  },
});
