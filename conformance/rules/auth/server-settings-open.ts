import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";

// "GET /server_settings needs no authentication": without credentials it succeeds with the settings object (the
// generic ignored_auth check only asks that it is not refused as UNAUTHORIZED).
export default rule({
  id: "auth/server-settings-open",
  title: "GET /server_settings succeeds without credentials",
  seed: "Authentication 4 (GET /server_settings needs no authentication); Endpoints: GET /server_settings (no authentication required)",
  statements: ["auth.server-settings-open", "auth.server-settings-methods"],
  operations: ["GET /server_settings"],
  roles: [],
  async run(ctx) {
    for (let i = 0; i < 2; i++) {
      const ex = await ctx.anonymous.call("GET /server_settings");
      const body = expectSuccess(ex, "GET /server_settings without credentials");
      expectThat(typeof body === "object" && !Array.isArray(body), { title: "No settings object", expected: "a JSON object", received: String(body), exchange: ex });
    }
  },
});
