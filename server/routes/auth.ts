// POST /fetch_api_key (email + password) and POST /dev_fetch_api_key (development servers only). Both are logins: the
// pipeline counts them against the login rate limits (Route.login).
import { userByDeliveryEmail, userByEmail, type UserRow } from "../db/repos/users.ts";
import { ApiError, badRequest, WWW_AUTHENTICATE } from "../errors.ts";
import { userDeactivated } from "../http/auth.ts";
import type { Ctx, Route } from "../http/context.ts";
import { holdsDevRealm } from "../realm/organization.ts";
import { hashPassword, needsRehash, PUBLIC_PASSWORD_SCRYPT, SCRYPT, verifyPassword } from "../realm/passwords.ts";

const authenticationFailed = () =>
  new ApiError("AUTHENTICATION_FAILED", "Your username or password is incorrect", 401, {}, { headers: { "WWW-Authenticate": WWW_AUTHENTICATE } });

const keyResponse = (u: UserRow): Record<string, unknown> => ({ api_key: u.api_key, email: u.email, user_id: u.id });

const lookup = (ctx: Ctx, username: string) => userByDeliveryEmail(ctx.db, username) ?? userByEmail(ctx.db, username);

export const routes: Route[] = [
  {
    op: "POST /fetch_api_key",
    login: true,
    // Asynchronous: scrypt runs on the thread pool, long-polls and other requests go on meanwhile. Unknown users and
    // bots cost the same hashing as a wrong password (a decoy with the parameters of the realm's hashes: the published
    // development password's cheap ones in the development realm), so timing tells nothing.
    asyncHandler: async (ctx) => {
      const { username, password } = ctx.params as { username: string; password: string };
      const u = lookup(ctx, username);
      const stored = u && !u.is_bot ? u.password_hash : null;
      const devRealm = holdsDevRealm(ctx.db);
      if (!(await verifyPassword(password, stored, devRealm ? PUBLIC_PASSWORD_SCRYPT : SCRYPT)) || !u) throw authenticationFailed();
      if (!u.is_active) throw userDeactivated();
      if (needsRehash(stored!) && !devRealm) {
        // Hashed with older parameters: upgrade while the password is at hand (unless it changed meanwhile). Not in
        // the development realm, whose password is published and hashed cheaply on purpose.
        const upgraded = await hashPassword(password);
        ctx.db.prepare("UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?").run(upgraded, u.id, stored);
      }
      return keyResponse(u);
    },
  },
  {
    op: "POST /dev_fetch_api_key",
    // A login on development servers; a production server refuses it before any work, whoever asks.
    login: (config) => !config.production,
    handler: (ctx) => {
      if (ctx.config.production) throw badRequest("DevAuthBackend not enabled.");
      const u = lookup(ctx, ctx.params.username as string);
      if (!u) throw authenticationFailed();
      if (!u.is_active) throw userDeactivated();
      return keyResponse(u);
    },
  },
];
