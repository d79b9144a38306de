// POST /fetch_api_key (email + password) and POST /dev_fetch_api_key (development servers only).
import { userByDeliveryEmail, userByEmail, type UserRow } from "../db/repos/users.ts";
import { ApiError, badRequest, WWW_AUTHENTICATE } from "../errors.ts";
import { userDeactivated } from "../http/auth.ts";
import type { Ctx, Route } from "../http/context.ts";
import { checkPassword } from "../realm/passwords.ts";

const authenticationFailed = () =>
  new ApiError("AUTHENTICATION_FAILED", "Your username or password is incorrect", 401, {}, { headers: { "WWW-Authenticate": WWW_AUTHENTICATE } });

function keyResponse(ctx: Ctx, u: UserRow): Record<string, unknown> {
  const out: Record<string, unknown> = { api_key: u.api_key, email: u.email };
  if (ctx.level >= 171) out.user_id = u.id;
  return out;
}

const lookup = (ctx: Ctx, username: string) => userByDeliveryEmail(ctx.db, username) ?? userByEmail(ctx.db, username);

export const routes: Route[] = [
  {
    method: "POST",
    path: "/fetch_api_key",
    auth: "none",
    handler: (ctx) => {
      const { username, password } = ctx.params as { username: string; password: string };
      const u = lookup(ctx, username);
      if (!u || u.is_bot || !checkPassword(password, u.password_hash)) throw authenticationFailed();
      if (!u.is_active) throw userDeactivated();
      return keyResponse(ctx, u);
    },
  },
  {
    method: "POST",
    path: "/dev_fetch_api_key",
    auth: "none",
    handler: (ctx) => {
      if (ctx.config.production) throw badRequest("DevAuthBackend not enabled.");
      const u = lookup(ctx, ctx.params.username as string);
      if (!u) throw authenticationFailed();
      if (!u.is_active) throw userDeactivated();
      return keyResponse(ctx, u);
    },
  },
];
