// Versioned schema migrations: an ordered list, each applied once inside its own transaction and
// recorded in schema_migrations. Never edit an applied migration; append a new one.
import { createHash } from "node:crypto";
import type Database from "better-sqlite3";
import { newApiKey } from "../realm/passwords.ts";

export interface Migration {
  version: number;
  name: string;
  sql?: string;
  /** A migration that needs code (run after `sql`, in the same transaction). */
  up?: (db: Database.Database) => void;
}

/**
 * The realm_settings entry that marks a database holding the development realm (its accounts' passwords are public):
 * a production server refuses to start on it.
 */
export const DEV_REALM_MARKER = "development_realm";

/** How versions before 2 derived the development realm's API keys from the email (a salt in the source): used only to
 *  find such keys in an old database and replace them. */
function legacyDevApiKey(email: string): string {
  const digest = (salt: string) => createHash("sha256").update(`teamchat-dev-api-key:${salt}:${email}`).digest("base64");
  return (digest("a") + digest("b")).replace(/[^A-Za-z0-9]/g, "").slice(0, 32);
}

/** Version 1 stored `scrypt$<hex salt>$<hex hash>` (N=2^14, r=8, p=1, the hex string itself as the salt). */
function legacyToPhc(stored: string): string | undefined {
  const m = /^scrypt\$([0-9a-f]+)\$([0-9a-f]+)$/.exec(stored);
  if (!m) return undefined;
  const b64 = (b: Buffer) => b.toString("base64").replace(/=+$/, "");
  return `$scrypt$ln=14,r=8,p=1$${b64(Buffer.from(m[1], "utf8"))}$${b64(Buffer.from(m[2], "hex"))}`;
}

/**
 * Version 2: API keys anyone could compute from an email (version 1's development keys) are replaced by random ones,
 * password hashes get the self-describing format (same hash: the passwords keep working, a login upgrades the
 * parameters), and a database that held such keys is marked as the development realm.
 */
function secretsV2(db: Database.Database): void {
  let derived = 0;
  const users = db.prepare("SELECT id, email, api_key, password_hash FROM users").all() as { id: number; email: string; api_key: string; password_hash: string | null }[];
  const setKey = db.prepare("UPDATE users SET api_key = ? WHERE id = ?");
  const setHash = db.prepare("UPDATE users SET password_hash = ? WHERE id = ?");
  for (const u of users) {
    if (u.api_key === legacyDevApiKey(u.email)) {
      setKey.run(newApiKey(), u.id);
      derived++;
    }
    const phc = u.password_hash && legacyToPhc(u.password_hash);
    if (phc) setHash.run(phc, u.id);
  }
  if (derived > 0)
    db.prepare("INSERT INTO realm_settings (name, value) VALUES (?, 'true') ON CONFLICT (name) DO UPDATE SET value = excluded.value").run(DEV_REALM_MARKER);
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: "initial schema",
    sql: `
CREATE TABLE realm_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  delivery_email TEXT NOT NULL,
  full_name TEXT NOT NULL,
  password_hash TEXT,
  api_key TEXT NOT NULL UNIQUE,
  role INTEGER NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  is_bot INTEGER NOT NULL DEFAULT 0,
  bot_type INTEGER,
  bot_owner_id INTEGER REFERENCES users(id),
  is_billing_admin INTEGER NOT NULL DEFAULT 0,
  timezone TEXT NOT NULL DEFAULT '',
  date_joined TEXT NOT NULL,
  avatar_version INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE user_settings (
  user_id INTEGER NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (user_id, name)
);

CREATE TABLE recipients (
  id INTEGER PRIMARY KEY,
  type INTEGER NOT NULL,            -- 1 personal, 2 channel, 3 group direct message (as in Zulip)
  stream_id INTEGER UNIQUE,
  user_ids TEXT UNIQUE              -- sorted comma-separated participants for direct messages
);

CREATE TABLE user_groups (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  is_system_group INTEGER NOT NULL DEFAULT 0,
  can_mention_group TEXT NOT NULL,  -- JSON: a group ID or {direct_members, direct_subgroups}
  creator_id INTEGER REFERENCES users(id),
  date_created INTEGER
);
CREATE TABLE user_group_members (
  group_id INTEGER NOT NULL REFERENCES user_groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (group_id, user_id)
);
CREATE TABLE user_group_subgroups (
  group_id INTEGER NOT NULL REFERENCES user_groups(id),
  subgroup_id INTEGER NOT NULL REFERENCES user_groups(id),
  PRIMARY KEY (group_id, subgroup_id)
);

CREATE TABLE streams (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT NOT NULL DEFAULT '',
  rendered_description TEXT NOT NULL DEFAULT '',
  date_created INTEGER NOT NULL,
  creator_id INTEGER REFERENCES users(id),
  invite_only INTEGER NOT NULL DEFAULT 0,
  is_web_public INTEGER NOT NULL DEFAULT 0,
  history_public_to_subscribers INTEGER NOT NULL DEFAULT 1,
  stream_post_policy INTEGER NOT NULL DEFAULT 1,
  message_retention_days INTEGER,
  can_remove_subscribers_group INTEGER NOT NULL REFERENCES user_groups(id),
  is_default INTEGER NOT NULL DEFAULT 0,
  recipient_id INTEGER REFERENCES recipients(id)
);

CREATE TABLE subscriptions (
  user_id INTEGER NOT NULL REFERENCES users(id),
  stream_id INTEGER NOT NULL REFERENCES streams(id),
  active INTEGER NOT NULL DEFAULT 1,
  color TEXT NOT NULL DEFAULT '#76ce90',
  is_muted INTEGER NOT NULL DEFAULT 0,
  pin_to_top INTEGER NOT NULL DEFAULT 0,
  desktop_notifications INTEGER,
  email_notifications INTEGER,
  wildcard_mentions_notify INTEGER,
  push_notifications INTEGER,
  audible_notifications INTEGER,
  PRIMARY KEY (user_id, stream_id)
);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  sender_id INTEGER NOT NULL REFERENCES users(id),
  recipient_id INTEGER NOT NULL REFERENCES recipients(id),
  stream_id INTEGER REFERENCES streams(id),
  subject TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL,
  rendered_content TEXT NOT NULL,
  timestamp INTEGER NOT NULL,
  client TEXT NOT NULL DEFAULT 'website',
  is_me_message INTEGER NOT NULL DEFAULT 0,
  last_edit_timestamp INTEGER,
  edit_history TEXT                 -- JSON list, newest first
);
CREATE INDEX messages_stream_topic ON messages (stream_id, subject);

CREATE TABLE user_messages (
  user_id INTEGER NOT NULL REFERENCES users(id),
  message_id INTEGER NOT NULL REFERENCES messages(id),
  read INTEGER NOT NULL DEFAULT 0,
  starred INTEGER NOT NULL DEFAULT 0,
  mentioned INTEGER NOT NULL DEFAULT 0,
  wildcard_mentioned INTEGER NOT NULL DEFAULT 0,
  has_alert_word INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, message_id)
);

CREATE TABLE reactions (
  id INTEGER PRIMARY KEY,
  message_id INTEGER NOT NULL REFERENCES messages(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  emoji_name TEXT NOT NULL,
  emoji_code TEXT NOT NULL,
  reaction_type TEXT NOT NULL,
  UNIQUE (message_id, user_id, emoji_code, reaction_type)
);

CREATE TABLE muted_users (
  user_id INTEGER NOT NULL REFERENCES users(id),
  muted_user_id INTEGER NOT NULL REFERENCES users(id),
  date_muted INTEGER NOT NULL,
  PRIMARY KEY (user_id, muted_user_id)
);

CREATE TABLE drafts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  type TEXT NOT NULL,
  recipients TEXT NOT NULL,         -- JSON list of IDs
  topic TEXT NOT NULL,
  content TEXT NOT NULL,
  last_edit_time INTEGER NOT NULL
);

CREATE TABLE scheduled_messages (
  id INTEGER PRIMARY KEY,
  sender_id INTEGER NOT NULL REFERENCES users(id),
  type TEXT NOT NULL,               -- stream or private
  recipients TEXT NOT NULL,         -- JSON: channel ID or list of user IDs
  topic TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL,
  rendered_content TEXT NOT NULL,
  scheduled_timestamp INTEGER NOT NULL,
  read_by_sender INTEGER NOT NULL,
  created INTEGER NOT NULL
);

CREATE TABLE invites (
  id INTEGER PRIMARY KEY,
  referrer_id INTEGER NOT NULL REFERENCES users(id),
  email TEXT NOT NULL,
  invited_as INTEGER NOT NULL,
  invited_at INTEGER NOT NULL,
  expiry INTEGER,                   -- UNIX time; NULL never expires
  stream_ids TEXT NOT NULL,
  include_realm_default_subscriptions INTEGER NOT NULL,
  notify_referrer_on_join INTEGER NOT NULL
);

CREATE TABLE custom_profile_fields (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  hint TEXT NOT NULL DEFAULT '',
  field_type INTEGER NOT NULL,
  field_data TEXT NOT NULL DEFAULT '',
  display_in_profile_summary INTEGER NOT NULL DEFAULT 0,
  required INTEGER NOT NULL DEFAULT 0,
  "order" INTEGER NOT NULL
);
CREATE TABLE custom_profile_values (
  user_id INTEGER NOT NULL REFERENCES users(id),
  field_id INTEGER NOT NULL REFERENCES custom_profile_fields(id),
  value TEXT NOT NULL,
  rendered_value TEXT,
  PRIMARY KEY (user_id, field_id)
);

CREATE TABLE linkifiers (
  id INTEGER PRIMARY KEY,
  pattern TEXT NOT NULL,
  url_template TEXT NOT NULL,
  "order" INTEGER NOT NULL
);

CREATE TABLE attachments (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  path_id TEXT NOT NULL,
  size INTEGER NOT NULL,
  create_time INTEGER NOT NULL
);
CREATE TABLE attachment_messages (
  attachment_id INTEGER NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  message_id INTEGER NOT NULL REFERENCES messages(id),
  PRIMARY KEY (attachment_id, message_id)
);
`,
  },
  { version: 2, name: "random API keys, self-describing password hashes", up: secretsV2 },
  {
    version: 3,
    name: "indexes for every lookup the server does",
    // Each lookup by a column that is not the first of a primary key or unique constraint gets an index, so no
    // by-ID lookup scans a large table (test/server/query-plans.test.ts reads every plan). Reactions by message and
    // recipient sets (recipients.user_ids) already have theirs (UNIQUE constraints).
    sql: `
CREATE INDEX IF NOT EXISTS subscriptions_by_stream ON subscriptions (stream_id, user_id);
CREATE INDEX IF NOT EXISTS user_messages_by_message ON user_messages (message_id);
CREATE INDEX IF NOT EXISTS messages_by_recipient ON messages (recipient_id, id);
CREATE INDEX IF NOT EXISTS messages_by_sender ON messages (sender_id);
CREATE INDEX IF NOT EXISTS drafts_by_user ON drafts (user_id);
CREATE INDEX IF NOT EXISTS scheduled_messages_by_sender ON scheduled_messages (sender_id);
CREATE INDEX IF NOT EXISTS user_group_members_by_user ON user_group_members (user_id);
CREATE INDEX IF NOT EXISTS user_group_subgroups_by_subgroup ON user_group_subgroups (subgroup_id);
CREATE INDEX IF NOT EXISTS muted_users_by_muted ON muted_users (muted_user_id);
CREATE INDEX IF NOT EXISTS attachments_by_owner ON attachments (owner_id);
CREATE INDEX IF NOT EXISTS attachment_messages_by_message ON attachment_messages (message_id);
CREATE INDEX IF NOT EXISTS invites_by_time ON invites (invited_at);
CREATE INDEX IF NOT EXISTS streams_by_recipient ON streams (recipient_id);
`,
  },
  {
    version: 4,
    name: "indexes for users by delivery email and by role",
    sql: `
CREATE INDEX IF NOT EXISTS users_by_delivery_email ON users (delivery_email COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS users_by_role ON users (role, is_active);
`,
  },
  {
    version: 5,
    name: "index for a channel's messages in ID order",
    // A channel's first message (first_message_id of every channel and subscription object) without reading its others.
    sql: `CREATE INDEX IF NOT EXISTS messages_by_stream ON messages (stream_id, id);`,
  },
  {
    version: 6,
    name: "topic links stored with the message",
    // Computed once when the topic is written (render/message.ts topicLinksOf), not on every read of the message: a
    // read costs no linkifier run. NULL for messages stored before: computed at their first read, then stored.
    sql: `ALTER TABLE messages ADD COLUMN topic_links TEXT;`,
  },
];

export function migrate(db: Database.Database, migrations: Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const done = new Set(
    (db.prepare("SELECT version FROM schema_migrations").all() as { version: number }[]).map((r) => r.version),
  );
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(m.version)) continue;
    db.transaction(() => {
      if (m.sql) db.exec(m.sql);
      m.up?.(db);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        m.version,
        m.name,
        new Date().toISOString(),
      );
    })();
    applied.push(m.version);
  }
  return applied;
}
