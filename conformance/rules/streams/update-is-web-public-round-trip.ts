import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { allChannels, getStream, GET, PATCH, patchStream, pickPublic, show } from "./_support.ts";

// is_web_public changes the web-public status, where the server and organization settings and the administrator's
// permission allow it (none of which the API shows): an administrator makes a public channel web-public; if that is
// accepted, the channel reads as web-public and GET /server_settings, where it says, has web-public access enabled
// (at least one web-public channel exists); made not web-public again, it reads so. Refused, the rule says so in a
// note (the settings do not allow it). While it is web-public, is_private=false (it is public already) changes
// nothing: it stays web-public. The status is put back.
export default rule({
  id: "streams/update-is-web-public-round-trip",
  title: "PATCH is_web_public makes a channel web-public and back",
  seed: "Endpoints, Channels: PATCH is_web_public (change web-public status; requires the server setting, the organization setting and permission); Channel object: is_web_public; Server settings: realm_web_public_access_enabled",
  statements: ["streams.update-is-web-public", "channel.is-web-public", "server-settings.realm-web-public-access-enabled"],
  operations: [PATCH, GET, "GET /streams", "GET /server_settings"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const channel = pickPublic(await allChannels(admin));
    if (!channel) return ctx.note("no public channel to edit");
    const id = channel.stream_id;
    const before = (await getStream(admin, id)).stream.is_web_public;
    ctx.cleanup(`put is_web_public of channel ${id} back to ${before}`, () => patchStream(admin, id, { is_web_public: before }));
    // Both values, each its own case (false read even where true was not applied).
    await ctx.each([true, false], async (value) => {
      const ex = await patchStream(admin, id, { is_web_public: value });
      if (value && bodyObject(ex.response)?.result !== "success") return ctx.note("making a channel web-public was refused (the settings it requires are not shown); nothing to check");
      expectSuccess(ex, `PATCH is_web_public ${value}`);
      const after = await getStream(admin, id);
      expectThat(after.stream.is_web_public === value, { title: "is_web_public did not change", expected: `is_web_public ${value}`, received: show(after.stream.is_web_public), exchange: after.ex });
      if (value) {
        const settings = await ctx.anonymous.call("GET /server_settings");
        const enabled = bodyObject(settings.response)?.realm_web_public_access_enabled;
        expectThat(enabled === undefined || enabled === true, { title: "A web-public channel exists but web-public access reads as disabled", expected: "realm_web_public_access_enabled true (or absent)", received: show(enabled), exchange: settings });
        expectSuccess(await patchStream(admin, id, { is_private: false }), "PATCH is_private false (the channel is public already)");
        const still = await getStream(admin, id);
        expectThat(still.stream.is_web_public === true && still.stream.invite_only === false, { title: "is_private=false on a public web-public channel changed it", expected: "invite_only false, is_web_public true", received: show({ invite_only: still.stream.invite_only, is_web_public: still.stream.is_web_public }), exchange: still.ex });
      }
    });
  },
});
