// `--scale`: a large realm on top of the development realm, for the cost-growth figures of the bench: 10,000 users,
// 1,000 channels, 100,000 messages, 500 user groups. Bulk inserts with prepared statements in one transaction.
//
// Shape: the fan-out channel "scale-fanout" has 1,000 subscribers (the first 1,000 scale users, King Hamlet among
// them); every other scale channel has 10 subscribers; each scale channel holds 100 messages (with their per-user rows,
// one reaction in ten messages); each group has 20 members; the development realm's accounts keep what they had.
import type { DB } from "../../server/db/connection.ts";
import { systemGroupId } from "../../server/db/repos/groups.ts";
import { createStream } from "../../server/db/repos/streams.ts";
import { userByEmail } from "../../server/db/repos/users.ts";
import type { LevelSpec } from "../../server/spec/index.ts";

export const SCALE = { users: 10_000, channels: 1_000, messages: 100_000, groups: 500, fanout: 1_000, subscribersPerChannel: 10, membersPerGroup: 20 };
export const FANOUT_CHANNEL = "scale-fanout";

/** A deterministic pseudo-random sequence (xorshift), so every seeded realm is the same. */
function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** `factor` scales every count down (the quick bench seeds a tenth). */
export function seedScale(db: DB, spec: LevelSpec, now = Math.floor(Date.now() / 1000), factor = 1): void {
  const pick = rng(20261123);
  const n = (x: number) => Math.max(1, Math.round(x * factor));
  const S = { users: n(SCALE.users), channels: n(SCALE.channels), messages: n(SCALE.messages), groups: n(SCALE.groups), fanout: n(SCALE.fanout) };
  db.transaction(() => {
    const member = spec.roleCode("member");
    const insertUser = db.prepare(
      "INSERT INTO users (email, delivery_email, full_name, password_hash, api_key, role, is_active, is_bot, date_joined) VALUES (?, ?, ?, NULL, ?, ?, 1, 0, ?)",
    );
    const joined = new Date(now * 1000).toISOString().replace("Z", "+00:00");
    const users: number[] = [];
    for (let i = 0; i < S.users; i++) {
      const email = `user${i}@scale.test`;
      users.push(Number(insertUser.run(email, email, `Scale User ${i}`, `scale${String(i).padStart(10, "0")}key${"x".repeat(17)}`, member, joined).lastInsertRowid));
    }
    const hamlet = userByEmail(db, "hamlet@zulip.com")!.id;
    const everyone = systemGroupId(db, "role:everyone");
    const admins = systemGroupId(db, "role:administrators");

    const insertGroup = db.prepare("INSERT INTO user_groups (name, description, is_system_group, can_mention_group, creator_id, date_created) VALUES (?, '', 0, ?, NULL, ?)");
    const insertMember = db.prepare("INSERT OR IGNORE INTO user_group_members (group_id, user_id) VALUES (?, ?)");
    for (let g = 0; g < S.groups; g++) {
      const id = Number(insertGroup.run(`scale-group-${g}`, JSON.stringify(everyone), now).lastInsertRowid);
      for (let k = 0; k < SCALE.membersPerGroup; k++) insertMember.run(id, users[pick(users.length)]);
    }

    const subscribe = db.prepare("INSERT OR IGNORE INTO subscriptions (user_id, stream_id) VALUES (?, ?)");
    const insertMessage = db.prepare(
      `INSERT INTO messages (sender_id, recipient_id, stream_id, subject, content, rendered_content, timestamp, client, is_me_message)
       VALUES (?, ?, ?, ?, 'scale message', '<p>scale message</p>', ?, 'website', 0)`,
    );
    const insertUserMessage = db.prepare("INSERT OR IGNORE INTO user_messages (user_id, message_id, read) VALUES (?, ?, ?)");
    const insertReaction = db.prepare("INSERT OR IGNORE INTO reactions (message_id, user_id, emoji_name, emoji_code, reaction_type) VALUES (?, ?, '+1', '1f44d', 'unicode_emoji')");
    const perChannel = Math.round(S.messages / S.channels);
    let t = now - SCALE.messages;
    for (let c = 0; c < S.channels; c++) {
      const fanout = c === 0;
      const s = createStream(db, {
        name: fanout ? FANOUT_CHANNEL : `scale-${c}`,
        description: "",
        rendered_description: "",
        date_created: now,
        creator_id: null,
        invite_only: 0,
        is_web_public: 0,
        history_public_to_subscribers: 1,
        stream_post_policy: 1,
        message_retention_days: null,
        can_remove_subscribers_group: admins,
        is_default: 0,
      });
      const subs = fanout ? [hamlet, ...users.slice(0, S.fanout - 1)] : Array.from({ length: SCALE.subscribersPerChannel }, () => users[pick(users.length)]);
      for (const u of subs) subscribe.run(u, s.id);
      for (let k = 0; k < perChannel; k++) {
        const sender = subs[pick(subs.length)];
        const id = Number(insertMessage.run(sender, s.recipient_id, s.id, `topic ${k % 5}`, t++).lastInsertRowid);
        for (const u of subs) insertUserMessage.run(u, id, u === sender ? 1 : 0);
        if (k % 10 === 0) insertReaction.run(id, subs[pick(subs.length)]);
      }
    }
  })();
  db.exec("ANALYZE");
}
