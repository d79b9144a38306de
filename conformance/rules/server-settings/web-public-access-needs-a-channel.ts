import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { serverSettings } from "./_support.ts";

// realm_web_public_access_enabled means "web-public channels allowed and at least one exists": when it is true, the
// web-public channels a member lists (include_web_public) are not none.
export default rule({
  id: "server-settings/web-public-access-needs-a-channel",
  title: "realm_web_public_access_enabled true means a web-public channel exists",
  seed: "Server settings object: realm_web_public_access_enabled (web-public channels allowed and at least one exists); Endpoints, Channels: GET /streams include_web_public",
  statements: ["server-settings.realm-web-public-access-enabled", "streams.include-web-public"],
  operations: ["GET /server_settings", "GET /streams"],
  roles: ["member"],
  async run(ctx) {
    const { body } = await serverSettings(ctx);
    if (body.realm_web_public_access_enabled !== true) return ctx.note(`realm_web_public_access_enabled is ${JSON.stringify(body.realm_web_public_access_enabled)}: nothing follows`);
    const ex = await ctx.as("member").call("GET /streams", { query: { include_web_public: true } });
    const streams = (expectSuccess(ex, "GET /streams include_web_public").streams ?? []) as Record<string, unknown>[];
    expectThat(streams.some((s) => s.is_web_public === true), { title: "Web-public access enabled without a web-public channel", expected: "at least one channel with is_web_public true", received: `${streams.length} channels, none web-public`, exchange: ex });
  },
});
