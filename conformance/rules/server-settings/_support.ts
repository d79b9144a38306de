// Helpers shared by the server-settings rules (not a rule: no default export, not in index.ts).
import type { RuleContext } from "../types.ts";
import type { Exchange } from "../../engine/types.ts";
import { expectSuccess } from "../expect.ts";

export type Json = Record<string, any>;
export const show = (v: unknown): string => JSON.stringify(v) ?? String(v);

/** GET /server_settings without credentials. */
export async function serverSettings(ctx: RuleContext): Promise<{ ex: Exchange; body: Json }> {
  const ex = await ctx.anonymous.call("GET /server_settings");
  return { ex, body: expectSuccess(ex, "GET /server_settings") };
}
