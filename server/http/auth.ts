// HTTP Basic authentication with the API email and API key, with Zulip's error messages.
import type { DB } from "../db/connection.ts";
import { userByEmail, type UserRow } from "../db/repos/users.ts";
import { ApiError, unauthorized, WWW_AUTHENTICATE } from "../errors.ts";
import { newApiKey, sameSecret } from "../realm/passwords.ts";

const UNKNOWN_USER_KEY = newApiKey();

export const userDeactivated = () =>
  new ApiError("USER_DEACTIVATED", "Account is deactivated", 401, {}, { headers: { "WWW-Authenticate": WWW_AUTHENTICATE } });

export function authenticate(db: DB, header: string | undefined): UserRow {
  if (!header) throw unauthorized();
  const parts = header.trim().split(/\s+/);
  if (parts.length !== 2) throw unauthorized("Invalid authorization header for basic auth");
  if (parts[0].toLowerCase() !== "basic") throw unauthorized("This endpoint requires HTTP basic authentication.");
  const decoded = Buffer.from(parts[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) throw unauthorized("Invalid authorization header for basic auth");
  const email = decoded.slice(0, colon);
  const key = decoded.slice(colon + 1);
  const user = userByEmail(db, email);
  // Compared in constant time, against a throwaway key when the email is unknown (the same work either way).
  if (!sameSecret(user?.api_key ?? UNKNOWN_USER_KEY, key) || !user) throw unauthorized("Invalid API key");
  // The spec gives every 401 of an authenticated endpoint the code UNAUTHORIZED (Zulip: USER_DEACTIVATED).
  if (!user.is_active) throw unauthorized("Account is deactivated");
  return user;
}
