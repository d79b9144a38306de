// The organization itself, without accounts: what every database needs to run (the system groups), and the
// creation of an owner from the command line (`npm run server -- --production --create-owner EMAIL`), the only way
// a production database gets its first account.
import type { DB } from "../db/connection.ts";
import { SYSTEM_GROUPS, systemGroupId, type Roles } from "../db/repos/groups.ts";
import { realmSetting } from "../db/repos/realm.ts";
import { userByDeliveryEmail, userByEmail } from "../db/repos/users.ts";
import { DEV_REALM_MARKER } from "../db/migrations.ts";
import { insertId, one, run } from "../db/sql.ts";
import { LIMITS } from "./settings.ts";
import { hashPassword, newApiKey, newPassword } from "./passwords.ts";

/** Creates the system groups (IDs 1-8 in a fresh database) unless they exist. Idempotent. */
export function ensureOrganization(db: DB): void {
  if (one(db, "SELECT 1 FROM user_groups WHERE is_system_group = 1 LIMIT 1")) return;
  db.transaction(() => {
    for (const g of SYSTEM_GROUPS)
      run(db, "INSERT INTO user_groups (name, description, is_system_group, can_mention_group) VALUES (?, ?, 1, '0')", g.name, g.description);
    run(db, "UPDATE user_groups SET can_mention_group = ?", JSON.stringify(systemGroupId(db, "role:everyone")));
  })();
}

/** Whether the database holds the development realm (accounts whose passwords and keys were public). */
export const holdsDevRealm = (db: DB): boolean => realmSetting<boolean>(db, DEV_REALM_MARKER, false) === true;

export class OwnerError extends Error {}

export interface NewOwner {
  userId: number;
  email: string;
  fullName: string;
  password: string;
  apiKey: string;
}

// The shape Zulip's email validation accepts in practice: one @, no spaces, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks an email and full name for an owner; throws OwnerError with a one-line reason. */
export function checkOwnerInput(email: string, fullName: string | undefined): void {
  if (!EMAIL.test(email) || email.length > 254) throw new OwnerError(`"${email}" is not a valid email address`);
  if (fullName !== undefined && (fullName.trim() === "" || fullName.length > LIMITS.max_full_name_length))
    throw new OwnerError(`--full-name must be 1 to ${LIMITS.max_full_name_length} characters`);
}

/**
 * Creates an organization owner with a random password and a random API key, returned once (the password is stored
 * only as its scrypt hash). Refuses an email that already has an account.
 */
export async function createOwner(db: DB, roles: Roles, o: { email: string; fullName?: string; now: number }): Promise<NewOwner> {
  checkOwnerInput(o.email, o.fullName);
  const fullName = (o.fullName ?? o.email.split("@")[0]).trim();
  const password = newPassword();
  const apiKey = newApiKey();
  const hash = await hashPassword(password);
  ensureOrganization(db);
  const userId = db.transaction(() => {
    if (userByEmail(db, o.email) || userByDeliveryEmail(db, o.email)) throw new OwnerError(`an account with the email ${o.email} already exists`);
    return insertId(
      db,
      `INSERT INTO users (email, delivery_email, full_name, password_hash, api_key, role, is_active, is_bot, date_joined)
       VALUES (?, ?, ?, ?, ?, ?, 1, 0, ?)`,
      o.email,
      o.email,
      fullName,
      hash,
      apiKey,
      roles.roleCode("owner"),
      new Date(o.now * 1000).toISOString().replace("Z", "+00:00"),
    );
  })();
  return { userId, email: o.email, fullName, password, apiKey };
}
