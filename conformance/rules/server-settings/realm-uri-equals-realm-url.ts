import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { serverSettings, show } from "./_support.ts";

// realm_uri is the "deprecated alias of realm_url" (level 257): where a server sends both, they are the same URL.
export default rule({
  id: "server-settings/realm-uri-equals-realm-url",
  title: "realm_uri equals realm_url where both are present",
  seed: "Server settings object: realm_uri (deprecated alias of realm_url), realm_url; Versioning: 257 realm_url replaces realm_uri",
  statements: ["server-settings.realm-uri", "server-settings.realm-url", "level.236-267"],
  operations: ["GET /server_settings"],
  roles: [],
  since: "ServerSettings.realm_url",
  async run(ctx) {
    const { ex, body } = await serverSettings(ctx);
    if (!("realm_uri" in body && "realm_url" in body)) return ctx.note("realm_uri and realm_url are not both present");
    expectThat(body.realm_uri === body.realm_url, { title: "realm_uri is not an alias of realm_url", expected: `realm_uri equal to realm_url ${show(body.realm_url)}`, received: `realm_uri ${show(body.realm_uri)}`, exchange: ex });
  },
});
