// Helpers shared by the server-settings rules (not a rule: no default export, not in index.ts).
import type { RuleContext } from "../types.ts";
import type { Exchange } from "../../engine/types.ts";
import { expectSuccess, show, type Json } from "../expect.ts";

export { show, type Json };

/** GET /server_settings without credentials. */
export async function serverSettings(ctx: RuleContext): Promise<{ ex: Exchange; body: Json }> {
  const ex = await ctx.anonymous.call("GET /server_settings");
  return { ex, body: expectSuccess(ex, "GET /server_settings") };
}
