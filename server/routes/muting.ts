// Muting users: POST/DELETE /users/me/muted_users/{id}, with the seed's state table.
import { markRead, unreadFromSender } from "../db/repos/messages.ts";
import { addMute, isMuted, mutedUsers, removeMute } from "../db/repos/realm.ts";
import { badRequest } from "../errors.ts";
import type { Ctx, Route } from "../http/context.ts";
import { accessUser } from "./common.ts";

/** The requester's muted users, as muted_users events and POST /register show them. */
export const mutedUsersList = (ctx: Ctx) => mutedUsers(ctx.db, ctx.me.id).map((m) => ({ id: m.muted_user_id, timestamp: m.date_muted }));

function mutedUsersEvent(ctx: Ctx) {
  ctx.emit([ctx.me.id], { type: "muted_users", muted_users: mutedUsersList(ctx) });
}

const MUTE = "POST /users/me/muted_users/{muted_user_id}";

/** Bots could not be muted before the spec's change: Zulip looked them up with allow_bots=False. */
const botsMutable = (ctx: Ctx) => ctx.since(`${MUTE} @changed`);

export const routes: Route[] = [
  {
    op: MUTE,
    handler: (ctx) => {
      const id = ctx.params.muted_user_id as number;
      if (id === ctx.me.id) throw ctx.error("mute-self");
      const target = accessUser(ctx, id, { allowBots: botsMutable(ctx), allowDeactivated: true });
      if (isMuted(ctx.db, ctx.me.id, target.id)) throw ctx.error("already-muted");
      addMute(ctx.db, ctx.me.id, target.id, ctx.now());
      // Existing messages from the muted user become read for the requester.
      const unread = unreadFromSender(ctx.db, ctx.me.id, target.id);
      markRead(ctx.db, ctx.me.id, unread);
      mutedUsersEvent(ctx);
      if (unread.length > 0)
        ctx.emit([ctx.me.id], { type: "update_message_flags", op: "add", operation: "add", flag: "read", messages: unread, all: false });
    },
  },
  {
    op: "DELETE /users/me/muted_users/{muted_user_id}",
    handler: (ctx) => {
      const id = ctx.params.muted_user_id as number;
      if (id === ctx.me.id) throw badRequest("Cannot unmute self");
      const target = accessUser(ctx, id, { allowBots: botsMutable(ctx), allowDeactivated: true });
      if (!isMuted(ctx.db, ctx.me.id, target.id)) throw badRequest("User is not muted");
      removeMute(ctx.db, ctx.me.id, target.id);
      mutedUsersEvent(ctx);
    },
  },
];
