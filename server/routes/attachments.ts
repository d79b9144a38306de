// Attachments: GET /attachments (the user's uploads) and DELETE /attachments/{attachment_id}.
import { attachmentById, attachmentMessageIds, attachmentsOf, deleteAttachment } from "../db/repos/realm.ts";
import { messageById } from "../db/repos/messages.ts";
import type { Ctx, Route } from "../http/context.ts";

const spaceUsed = (ctx: Ctx) => attachmentsOf(ctx.db, ctx.me.id).reduce((n, a) => n + a.size, 0);

export const routes: Route[] = [
  {
    op: "GET /attachments",
    handler: (ctx) => ({
      // Zulip gives these times in milliseconds.
      attachments: attachmentsOf(ctx.db, ctx.me.id).map((a) => ({
        id: a.id,
        name: a.name,
        path_id: a.path_id,
        size: a.size,
        create_time: a.create_time * 1000,
        messages: attachmentMessageIds(ctx.db, a.id).map((id) => ({ id, date_sent: (messageById(ctx.db, id)?.timestamp ?? 0) * 1000 })),
      })),
      upload_space_used: spaceUsed(ctx),
    }),
  },
  {
    op: "DELETE /attachments/{attachment_id}",
    handler: (ctx) => {
      const id = ctx.params.attachment_id as number;
      const a = Number.isSafeInteger(id) ? attachmentById(ctx.db, id) : undefined;
      // Only the owner may delete an upload; anything else is the invalid-attachment error.
      if (!a || a.owner_id !== ctx.me.id) throw ctx.error("invalid-attachment");
      deleteAttachment(ctx.db, a.id);
      ctx.emit([ctx.me.id], { type: "attachment", op: "remove", attachment: { id: a.id }, upload_space_used: spaceUsed(ctx) });
    },
  },
];
