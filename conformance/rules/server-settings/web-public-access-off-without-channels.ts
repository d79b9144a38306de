import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { serverSettings, show } from "./_support.ts";

const PATCH = "PATCH /streams/{stream_id}";

// realm_web_public_access_enabled means "web-public channels allowed and at least one exists": with no web-public
// channel it is false. An administrator makes every web-public channel of the organization (GET /streams with
// include_web_public and include_all_active) not web-public; GET /server_settings then reports web-public access
// off (or leaves the key out). Each channel is made web-public again when the rule ends.
export default rule({
  id: "server-settings/web-public-access-off-without-channels",
  title: "realm_web_public_access_enabled is false when no web-public channel exists",
  seed: "Server settings object: realm_web_public_access_enabled (web-public channels allowed and at least one exists); Endpoints, Channels: PATCH is_web_public, GET /streams include_web_public",
  statements: ["server-settings.realm-web-public-access-enabled", "streams.include-web-public"],
  operations: ["GET /server_settings", "GET /streams", PATCH],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const list = await admin.call("GET /streams", { query: { include_web_public: true, include_all_active: true } });
    const channels = (expectSuccess(list, "GET /streams include_web_public include_all_active").streams ?? []) as Record<string, unknown>[];
    for (const c of channels.filter((s) => s.is_web_public === true && Number.isInteger(s.stream_id))) {
      const id = c.stream_id as number;
      const ex = await admin.call(PATCH, { path: { stream_id: id }, body: { is_web_public: false } });
      if (bodyObject(ex.response)?.result !== "success") return ctx.note(`making channel ${id} not web-public was refused (${describeResponse(ex.response)}); nothing to check`);
      ctx.cleanup(`make channel ${id} web-public again`, () => admin.call(PATCH, { path: { stream_id: id }, body: { is_web_public: true } }));
    }
    const { ex, body } = await serverSettings(ctx);
    expectThat(body.realm_web_public_access_enabled !== true, {
      title: "Web-public access reported enabled without a web-public channel",
      expected: "realm_web_public_access_enabled false (or absent): no channel is web-public",
      received: `realm_web_public_access_enabled ${show(body.realm_web_public_access_enabled)}`,
      exchange: ex,
    });
  },
});
