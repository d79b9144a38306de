import { rule } from "../rule.ts";
import { expectError, expectThat } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { getStream, GET, PATCH, patchStream, show, privacyChannel } from "./_support.ts";

// A private channel (invite_only) that is web-public (unauthenticated access to its history) contradicts itself:
// is_private=true with is_web_public=true is "an invalid combination of permission parameters", the
// invalid-parameters error, and the channel keeps its permissions. Only where the settings the seed names let this
// administrator make the channel web-public at all (is_web_public=true alone is accepted, and undone): otherwise a
// refusal would not be the combination's. A public channel the administrator is subscribed to; put back.
export default rule({
  id: "streams/private-web-public-invalid",
  title: "is_private=true with is_web_public=true is the invalid-parameters error",
  seed: "Endpoints, Channels: PATCH /streams/{stream_id} is_private, is_web_public; Errors: PATCH /streams/{stream_id}, invalid permission combination (invalid-parameters); Channel object: invite_only (private), is_web_public (unauthenticated web access)",
  statements: ["errors.update-stream-invalid-combination", "streams.update-is-private", "streams.update-is-web-public"],
  operations: [PATCH, GET, "GET /streams"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const picked = await privacyChannel(ctx, admin);
    if (!picked) return;
    const { id, before } = picked;
    const allowed = await patchStream(admin, id, { is_web_public: true });
    if (bodyObject(allowed.response)?.result !== "success") return ctx.note("making the channel web-public was refused (the settings it requires are not shown); nothing to check");
    const undo = await patchStream(admin, id, { is_web_public: before.is_web_public === true });
    if (bodyObject(undo.response)?.result !== "success") return ctx.note("the channel could not be put back to its web-public status; nothing to check");
    expectError(await patchStream(admin, id, { is_private: true, is_web_public: true }), "invalid-parameters");
    const { ex, stream } = await getStream(admin, id);
    const keep = (s: Record<string, unknown>) => show({ invite_only: s.invite_only, is_web_public: s.is_web_public, history_public_to_subscribers: s.history_public_to_subscribers });
    expectThat(keep(stream) === keep(before), { title: "Refused permission change applied anyway", expected: keep(before), received: keep(stream), exchange: ex });
  },
});
