// POST /fetch_api_key (email + password) and POST /dev_fetch_api_key (development servers only).
import { userByDeliveryEmail, userByEmail, type UserRow } from "../db/repos/users.ts";
import { ApiError, badRequest, WWW_AUTHENTICATE } from "../errors.ts";
import { userDeactivated } from "../http/auth.ts";
import type { Ctx, Route } from "../http/context.ts";
import { checkPassword } from "../realm/passwords.ts";

const authenticationFailed = () =>
  new ApiError("AUTHENTICATION_FAILED", "Your username or password is incorrect", 401, {}, { headers: { "WWW-Authenticate": WWW_AUTHENTICATE } });

const keyResponse = (u: UserRow): Record<string, unknown> => ({ api_key: u.api_key, email: u.email, user_id: u.id });

const lookup = (ctx: Ctx, username: string) => userByDeliveryEmail(ctx.db, username) ?? userByEmail(ctx.db, username);

export const routes: Route[] = [
  {
    op: "POST /fetch_api_key",
    handler: (ctx) => {
      const { username, password } = ctx.params as { username: string; password: string };
      const u = lookup(ctx, username);
      if (!u || u.is_bot || !checkPassword(password, u.password_hash)) throw authenticationFailed();
      if (!u.is_active) throw userDeactivated();
      return keyResponse(u);
    },
  },
  {
    op: "POST /dev_fetch_api_key",
    handler: (ctx) => {
      if (ctx.config.production) throw badRequest("DevAuthBackend not enabled.");
      const u = lookup(ctx, ctx.params.username as string);
      if (!u) throw authenticationFailed();
      if (!u.is_active) throw userDeactivated();
      return keyResponse(u);
    },
  },
];
