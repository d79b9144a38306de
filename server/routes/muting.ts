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

export const routes: Route[] = [
  {
    method: "POST",
    path: "/users/me/muted_users/{muted_user_id}",
    auth: "user",
    handler: (ctx) => {
      const id = ctx.params.muted_user_id as number;
      if (id === ctx.me.id) throw badRequest("Cannot mute self");
      // Bots could not be muted before level 188: Zulip looked them up with allow_bots=False.
      const target = accessUser(ctx, id, { allowBots: ctx.level >= 188, allowDeactivated: true });
      if (isMuted(ctx.db, ctx.me.id, target.id)) throw badRequest("User already muted");
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
    method: "DELETE",
    path: "/users/me/muted_users/{muted_user_id}",
    auth: "user",
    handler: (ctx) => {
      const id = ctx.params.muted_user_id as number;
      if (id === ctx.me.id) throw badRequest("Cannot unmute self");
      const target = accessUser(ctx, id, { allowBots: ctx.level >= 188, allowDeactivated: true });
      if (!isMuted(ctx.db, ctx.me.id, target.id)) throw badRequest("User is not muted");
      removeMute(ctx.db, ctx.me.id, target.id);
      mutedUsersEvent(ctx);
    },
  },
];
