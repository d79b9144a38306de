import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { getStream, GET, PATCH, patchStream, show, privacyChannel } from "./_support.ts";

// Before level 136, history_public_to_subscribers was silently ignored unless is_private or is_web_public was also
// sent: false alone on a public channel is accepted and changes nothing; sent with is_private=true it is honoured
// (the channel turns private with that history setting), and so it is with is_web_public=false on that private
// channel. A public channel the administrator is subscribed to (private-channel permission changes need it); put back.
export default rule({
  id: "streams/history-ignored-before-136",
  title: "Before 136, history_public_to_subscribers alone is silently ignored",
  seed: "Endpoints, Channels: PATCH history_public_to_subscribers (before level 136 silently ignored unless is_private or is_web_public was also sent); Versioning: 136",
  statements: ["streams.update-history-public-before-136", "level.136"],
  operations: [PATCH, GET, "GET /streams"],
  roles: ["administrator"],
  until: `${PATCH} body.history_public_to_subscribers @changed`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const picked = await privacyChannel(ctx, admin);
    if (!picked) return;
    const { id } = picked;
    const before = (await getStream(admin, id)).stream;
    const ex = await patchStream(admin, id, { history_public_to_subscribers: false });
    expectThat(bodyObject(ex.response)?.result === "success", { title: "history_public_to_subscribers alone was not silently ignored", expected: "success (the parameter ignored)", received: describeResponse(ex.response), exchange: ex });
    const after = await getStream(admin, id);
    expectThat(after.stream.history_public_to_subscribers === before.history_public_to_subscribers && after.stream.invite_only === before.invite_only, {
      title: "history_public_to_subscribers alone changed the channel",
      expected: `history_public_to_subscribers still ${show(before.history_public_to_subscribers)}`,
      received: show(after.stream.history_public_to_subscribers),
      exchange: after.ex,
    });
    // Sent with is_private, then with is_web_public: honoured.
    await ctx.each([{ is_private: true, history_public_to_subscribers: false }, { is_web_public: false, history_public_to_subscribers: true }], async (body) => {
      const sent = await patchStream(admin, id, body);
      expectThat(bodyObject(sent.response)?.result === "success", { title: "A valid permission change was refused", expected: `success for ${show(body)}`, received: describeResponse(sent.response), exchange: sent });
      const now = await getStream(admin, id);
      expectThat(now.stream.invite_only === true && now.stream.history_public_to_subscribers === body.history_public_to_subscribers, {
        title: "history_public_to_subscribers sent with another permission parameter was not honoured",
        expected: `invite_only true, history_public_to_subscribers ${body.history_public_to_subscribers} after ${show(body)}`,
        received: show({ invite_only: now.stream.invite_only, history_public_to_subscribers: now.stream.history_public_to_subscribers }),
        exchange: now.ex,
      });
    });
  },
});
