// The development realm, seeded into an empty database on first start (like Zulip's development
// environment): the accounts tools written for a Zulip development server expect, channels of every
// kind, messages, reactions, an edited message, groups, profile fields, a linkifier and attachments.
import type { DB } from "../db/connection.ts";
import { createGroup, systemGroupId, type Roles } from "../db/repos/groups.ts";
import { addReaction, directRecipient, insertMessage } from "../db/repos/messages.ts";
import { insertAttachment, insertLinkifier, insertProfileField, linkAttachment, linkifiers, setRealmSetting } from "../db/repos/realm.ts";
import { DEV_REALM_MARKER } from "../db/migrations.ts";
import { createStream, subscribe, unsubscribe, type StreamRow } from "../db/repos/streams.ts";
import { insertDraft } from "../db/repos/drafts.ts";
import { setProfileValue } from "../db/repos/users.ts";
import { insertId, run, one } from "../db/sql.ts";
import { renderMarkdown } from "../render/markdown.ts";
import { ensureOrganization } from "./organization.ts";
import { hashPasswordAtStartup, newApiKey, PUBLIC_PASSWORD_SCRYPT } from "./passwords.ts";

/** The password of every human account of the development realm (documented in server/README.md). Never seeded into a
 *  production server. */
export const DEV_PASSWORD = "opensesame";

/** The hash of the public DEV_PASSWORD, made once per process (seeding is startup work, not a request), with the cheap
 *  parameters a published password gets (PUBLIC_PASSWORD_SCRYPT). */
let devPasswordHash: string | undefined;

export const DEV_USERS = [
  { email: "desdemona@zulip.com", full_name: "Desdemona", role: "owner" },
  { email: "iago@zulip.com", full_name: "Iago", role: "administrator" },
  { email: "shiva@zulip.com", full_name: "Shiva", role: "moderator" },
  { email: "hamlet@zulip.com", full_name: "King Hamlet", role: "member" },
  { email: "othello@zulip.com", full_name: "Othello, the Moor of Venice", role: "member" },
  { email: "cordelia@zulip.com", full_name: "Cordelia, Lear's daughter", role: "member" },
  { email: "prospero@zulip.com", full_name: "Prospero from The Tempest", role: "member" },
  { email: "polonius@zulip.com", full_name: "Polonius", role: "guest" },
  { email: "default-bot@zulip.com", full_name: "Default Bot", role: "member", bot: true },
  { email: "ophelia@zulip.com", full_name: "Ophelia", role: "member", deactivated: true },
] as const;

const DAY = 24 * 3600;

export function isSeeded(db: DB): boolean {
  return one(db, "SELECT 1 FROM users LIMIT 1") !== undefined;
}

/** Seeds the realm; role codes come from the spec's Role table (by the names above). */
export function seedDevRealm(db: DB, now: number, roles: Roles, apiKey: (email: string) => string = () => newApiKey()): void {
  db.transaction(() => seed(db, now, roles, apiKey))();
}

function seed(db: DB, now: number, roles: Roles, apiKey: (email: string) => string): void {
  const joined = (daysAgo: number) => new Date((now - daysAgo * DAY) * 1000).toISOString().replace("Z", "+00:00");
  const password = (devPasswordHash ??= hashPasswordAtStartup(DEV_PASSWORD, PUBLIC_PASSWORD_SCRYPT)); // one hash, shared: the same password everywhere
  setRealmSetting(db, DEV_REALM_MARKER, true);
  const id: Record<string, number> = {};
  for (const u of DEV_USERS) {
    const isBot = "bot" in u;
    id[u.email.split("@")[0]] = insertId(
      db,
      `INSERT INTO users (email, delivery_email, full_name, password_hash, api_key, role, is_active, is_bot, bot_type, bot_owner_id, date_joined)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      u.email,
      u.email,
      u.full_name,
      isBot ? null : password,
      apiKey(u.email), // random, as every key: tests and tools fetch keys with POST /dev_fetch_api_key
      roles.roleCode(u.role),
      "deactivated" in u ? 0 : 1,
      isBot ? 1 : 0,
      isBot ? 1 : null,
      isBot ? id.desdemona : null,
      joined(400),
    );
  }

  // System groups first (IDs 1-8: createApp makes them in every database before seeding), then a user-defined group.
  ensureOrganization(db);
  const everyone = systemGroupId(db, "role:everyone");
  createGroup(db, {
    name: "hamletcharacters",
    description: "Characters of Hamlet",
    members: [id.hamlet, id.polonius],
    canMention: everyone,
    creatorId: id.iago,
    now: now - 100 * DAY,
  });

  // Custom profile fields and values.
  const field = (name: string, hint: string, type: number, data: unknown, summary = false) =>
    insertProfileField(db, { name, hint, field_type: type, field_data: data === "" ? "" : JSON.stringify(data), display_in_profile_summary: summary ? 1 : 0, required: 0 });
  const phone = field("Phone number", "", 1, "", true);
  const bio = field("Biography", "What are you known for?", 2, "");
  const editor = field("Favorite editor", "Pick your favorite editor", 3, { vim: { text: "Vim", order: "1" }, emacs: { text: "Emacs", order: "2" } });
  const birthday = field("Birthday", "", 4, "");
  const mentor = field("Mentor", "", 6, "");
  const github = field("GitHub username", "", 7, { subtype: "github" });
  const pronouns = field("Pronouns", "What pronouns should people use to refer to you?", 8, "");
  const value = (user: number, f: number, v: string, markdown = false) => setProfileValue(db, user, f, v, markdown ? renderMarkdown(v) : null);
  value(id.hamlet, phone, "+0-11-23-456-7890", true);
  value(id.hamlet, bio, "I am:\n* The prince of Denmark\n* Nephew to the usurping Claudius", true);
  value(id.hamlet, editor, "vim");
  value(id.hamlet, birthday, "1900-01-01");
  value(id.hamlet, mentor, JSON.stringify([id.iago]));
  value(id.hamlet, github, "hamlet-of-denmark");
  value(id.hamlet, pronouns, "he/him");
  value(id.iago, phone, "+1-234-567-8901", true);
  value(id.iago, bio, "Betrayer of Othello.", true);
  value(id.iago, editor, "emacs");

  insertLinkifier(db, "#(?P<id>[0-9]+)", "https://github.com/zulip/zulip/issues/{id}");

  // Channels of every kind.
  const admins = systemGroupId(db, "role:administrators");
  const channel = (name: string, description: string, o: Partial<StreamRow>, subscribers: number[]): StreamRow => {
    const s = createStream(db, {
      name,
      description,
      rendered_description: renderMarkdown(description),
      date_created: now - 200 * DAY,
      creator_id: null,
      invite_only: 0,
      is_web_public: 0,
      history_public_to_subscribers: 1,
      stream_post_policy: 1,
      message_retention_days: null,
      can_remove_subscribers_group: admins,
      is_default: 0,
      ...o,
    });
    for (const u of subscribers) subscribe(db, u, s.id);
    return s;
  };
  const humans = [id.desdemona, id.iago, id.shiva, id.hamlet, id.othello, id.cordelia, id.prospero, id.polonius];
  const denmark = channel("Denmark", "A Scandinavian country", { is_default: 1 }, [...humans, id["default-bot"]]);
  const scotland = channel("Scotland", "Where the **Macbeths** live", { creator_id: id.iago }, [id.iago, id.hamlet, id.othello, id.prospero]);
  const verona = channel("Verona", "A web-public channel: anyone on the internet can read it", { is_web_public: 1, creator_id: id.desdemona }, [id.shiva, id.hamlet, id.cordelia, id.polonius]);
  const venice = channel("Venice", "A default public channel", { is_default: 1, creator_id: id.desdemona, stream_post_policy: 1 }, humans);
  const core = channel("core team", "A private channel for the core team", { invite_only: 1, creator_id: id.desdemona }, [id.desdemona, id.iago, id.hamlet]);
  const secret = channel("secret garden", "A private channel none of the development accounts is subscribed to", { invite_only: 1, history_public_to_subscribers: 0 }, [id.desdemona]);
  channel("empty room", "A channel without messages", { creator_id: id.shiva, date_created: now - 3 * DAY }, [id.iago, id.hamlet]);
  const announce = channel("announce", "Only administrators can post here", { stream_post_policy: 2, message_retention_days: 30 }, humans);
  // Created after the others so that their IDs stay as they were: Zulip's development realm has Rome too, and
  // documentation examples written for it name it.
  const rome = channel("Rome", "Yet another Italian city", { creator_id: id.iago }, humans.filter((u) => u !== id.polonius));

  // Messages.
  const links = linkifiers(db);
  let t = now - 3 * DAY;
  const post = (sender: number, s: StreamRow, topic: string, content: string, readBy: number[] = []) => {
    t += 137;
    const subs = (db.prepare("SELECT user_id FROM subscriptions WHERE stream_id = ? AND active = 1").all(s.id) as { user_id: number }[]).map((r) => r.user_id);
    return insertMessage(
      db,
      { sender_id: sender, recipient_id: s.recipient_id, stream_id: s.id, subject: topic, content, rendered_content: renderMarkdown(content, links), timestamp: t, client: "website", is_me_message: 0, last_edit_timestamp: null, edit_history: null },
      subs.map((u) => ({ userId: u, read: u === sender || readBy.includes(u) })),
    );
  };
  const dm = (sender: number, to: number[], content: string) => {
    t += 137;
    const participants = [sender, ...to];
    return insertMessage(
      db,
      { sender_id: sender, recipient_id: directRecipient(db, participants), stream_id: null, subject: "", content, rendered_content: renderMarkdown(content, links), timestamp: t, client: "website", is_me_message: 0, last_edit_timestamp: null, edit_history: null },
      [...new Set(participants)].map((u) => ({ userId: u, read: u === sender })),
    );
  };

  post(id.hamlet, denmark, "castle", "Something is rotten in the state of Denmark.", [id.iago]);
  const reacted = post(id.othello, denmark, "castle", "Then let us look into it, **carefully**.");
  addReaction(db, { message_id: reacted, user_id: id.hamlet, emoji_name: "+1", emoji_code: "1f44d", reaction_type: "unicode_emoji" });
  addReaction(db, { message_id: reacted, user_id: id.cordelia, emoji_name: "heart", emoji_code: "2764", reaction_type: "unicode_emoji" });
  addReaction(db, { message_id: reacted, user_id: id.iago, emoji_name: "zulip", emoji_code: "zulip", reaction_type: "service_extra_emoji" });
  const edited = post(id.hamlet, denmark, "castle", "To be, or not to be: that is the question.");
  post(id.cordelia, denmark, "dinner", "What is for dinner tonight?");
  post(id.iago, denmark, "dinner", "**Fish** again, I fear.");
  post(id.polonius, denmark, "dinner", "Neither a borrower nor a lender be.");
  post(id.prospero, denmark, "issue #1234", "The tracker has the details.");
  const withFile = post(id.hamlet, denmark, "notes", "My notes: [dev-notes.txt](/user_uploads/2/ab/dev-notes.txt)");
  post(id["default-bot"], denmark, "bot chatter", "I am the default bot.");
  post(id.iago, scotland, "weather", "It is raining again.");
  post(id.prospero, scotland, "weather", "We are such stuff as dreams are made on.");
  post(id.shiva, verona, "balcony", "Anyone on the internet can read this.");
  post(id.cordelia, verona, "balcony", "Wherefore art thou?");
  post(id.desdemona, venice, "harbor", "Welcome to Venice!");
  post(id.othello, venice, "harbor", "The ships are in.");
  post(id.iago, core, "plans", "A private plan for the core team.");
  post(id.desdemona, core, "plans", "Noted.");
  post(id.desdemona, secret, "hidden", "Nobody else can read this.");
  unsubscribe(db, id.desdemona, secret.id); // a private channel without subscribers among the accounts
  post(id.iago, verona, "rules", "Be kind.");
  post(id.desdemona, verona, "rules", "And be brief.");
  dm(id.hamlet, [id.othello], "Hello Othello, a word in private?");
  dm(id.othello, [id.hamlet], "Of course, my lord.");
  dm(id.hamlet, [id.iago, id.prospero], "A group direct message between three of us.");

  // An announcement, then the edit of Hamlet's message (content edited, history kept, newest first).
  post(id.iago, announce, "rules", "Only administrators post here.");
  post(id.cordelia, rome, "Colosseum", "Who is coming to the games tonight?");
  post(id.othello, rome, "Colosseum", "Count me in.", [id.cordelia]);
  post(id.prospero, rome, "Forum", "All roads lead here.");
  const newContent = "To be, or not to be: that is the question. (edited)";
  run(
    db,
    "UPDATE messages SET content = ?, rendered_content = ?, last_edit_timestamp = ?, edit_history = ? WHERE id = ?",
    newContent,
    renderMarkdown(newContent, links),
    t + 60,
    JSON.stringify([
      {
        user_id: id.hamlet,
        timestamp: t + 60,
        prev_content: "To be, or not to be: that is the question.",
        prev_rendered_content: renderMarkdown("To be, or not to be: that is the question."),
        prev_rendered_content_version: 1,
      },
    ]),
    edited,
  );

  // Attachments: one used in a message, one never used.
  const notes = insertAttachment(db, { owner_id: id.hamlet, name: "dev-notes.txt", path_id: "2/ab/dev-notes.txt", size: 1024, create_time: t - 600 });
  linkAttachment(db, notes, withFile);
  insertAttachment(db, { owner_id: id.iago, name: "plan.pdf", path_id: "2/cd/plan.pdf", size: 20480, create_time: t - 300 });

  insertDraft(db, { user_id: id.hamlet, type: "stream", recipients: JSON.stringify([denmark.id]), topic: "castle", content: "A draft reply", last_edit_time: t });
}
