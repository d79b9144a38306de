import { rule } from "../rule.ts";
import { expectError, expectSuccess } from "../expect.ts";
import { sendMessage } from "../shared/events.ts";

// A direct message between two other users is not visible to the caller: GET /messages/{message_id} by a third
// member is the invalid-message error (while the recipient can read it). Sends one direct message (messages cannot be
// deleted through the seed's API).
export default rule({
  id: "messages/get-invisible-direct-message",
  title: "GET /messages/{message_id} of another pair's direct message is the invalid-message error",
  seed: "Endpoints, Messages: GET /messages/{message_id} (not visible to the caller, e.g. a direct message between other users, gives BAD_REQUEST); Errors, BAD_REQUEST conditions",
  statements: ["errors.get-message-invalid"],
  operations: ["GET /messages/{message_id}", "POST /messages"],
  roles: ["member", "member", "member"],
  writes: true,
  async run(ctx) {
    const [sender, recipient, third] = [ctx.as("member", 0), ctx.as("member", 1), ctx.as("member", 2)];
    const id = await sendMessage(sender, { type: "private", to: [recipient.userId], content: `${ctx.name("dm")}: a direct message between two other users` });
    expectSuccess(await recipient.call("GET /messages/{message_id}", { path: { message_id: id } }), "the recipient reading the direct message");
    expectError(await third.call("GET /messages/{message_id}", { path: { message_id: id } }), "invalid-message", {}, "A third user could read another pair's direct message");
  },
});
