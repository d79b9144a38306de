import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { allChannels, getStream, GET, LIST, PATCH, patchStream, show } from "./_support.ts";

// realm_web_public_access_enabled means "web-public channels allowed and at least one exists": an administrator
// makes every web-public channel not web-public (PATCH is_web_public false), and then no web-public channel exists,
// so GET /server_settings does not say web-public access is enabled (false, or absent: older servers may omit keys).
// The other direction (a web-public channel made, access enabled) is streams/update-is-web-public-round-trip's.
// Every channel is made web-public again.
export default rule({
  id: "streams/no-web-public-channel-no-web-public-access",
  title: "Without a web-public channel, web-public access is not enabled",
  seed: "Server settings object: realm_web_public_access_enabled (web-public channels allowed and at least one exists); Endpoints, Channels: PATCH is_web_public (change web-public status)",
  statements: ["server-settings.realm-web-public-access-enabled", "streams.update-is-web-public", "channel.is-web-public"],
  operations: [PATCH, GET, LIST, "GET /server_settings"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const webPublic = (await allChannels(admin)).filter((c) => c.is_web_public === true);
    for (const c of webPublic) {
      // Registered before the change: put back whether or not it was accepted (a no-op if it was not).
      ctx.cleanup(`make channel ${c.stream_id} (${c.name}) web-public again`, () => patchStream(admin, c.stream_id, { is_web_public: true }));
      const ex = await patchStream(admin, c.stream_id, { is_web_public: false });
      if (bodyObject(ex.response)?.result !== "success") return ctx.note(`channel ${c.stream_id} could not be made not web-public; nothing to check`);
      const { ex: read, stream } = await getStream(admin, c.stream_id);
      expectThat(stream.is_web_public === false, { title: "is_web_public did not change", expected: `channel ${c.stream_id}: is_web_public false`, received: show(stream.is_web_public), exchange: read });
    }
    const left = (await allChannels(admin)).filter((c) => c.is_web_public === true);
    if (left.length) return ctx.note(`web-public channels remain (${left.map((c) => c.stream_id).join(", ")}); nothing to check`);
    const settings = await ctx.anonymous.call("GET /server_settings");
    const enabled = expectSuccess(settings, "GET /server_settings").realm_web_public_access_enabled;
    expectThat(enabled !== true, {
      title: "Web-public access enabled while no web-public channel exists",
      expected: "realm_web_public_access_enabled false (or absent) once no channel is web-public",
      received: show(enabled),
      exchange: settings,
    });
  },
});
