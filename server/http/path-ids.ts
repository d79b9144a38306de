// Whether a request's path names a record that does not exist (or cannot be read as an ID at all): the seed-only
// profile's notFoundStatus answers those refusals 404 instead of 400, with the same code and msg. The seed shows no
// statuses; "an unknown ID in a path" is what a 404 means to most HTTP clients.
import type { DB } from "../db/connection.ts";
import { draftById } from "../db/repos/drafts.ts";
import { groupById } from "../db/repos/groups.ts";
import { messageById } from "../db/repos/messages.ts";
import { attachmentById, linkifierById } from "../db/repos/realm.ts";
import { streamById } from "../db/repos/streams.ts";
import { userByDeliveryEmail, userByEmail, userById } from "../db/repos/users.ts";
import type { UserRow } from "../db/repos/users.ts";
import { decodePathValue } from "../../lib/wire/index.ts";
import type { OperationView } from "../spec/index.ts";

type Exists = (db: DB, value: unknown, me: UserRow | null) => boolean;

const byId = (find: (db: DB, id: number) => unknown): Exists => (db, v) => typeof v === "number" && Number.isSafeInteger(v) && find(db, v) !== undefined;

/** The record each path parameter of the spec names, by the parameter's name. A parameter not listed here is never
 *  "unknown" (no operation of the spec has one today). */
const RECORDS: Record<string, Exists> = {
  stream_id: byId(streamById),
  user_id: byId(userById),
  muted_user_id: byId(userById),
  user_group_id: byId(groupById),
  filter_id: byId(linkifierById),
  message_id: byId(messageById),
  attachment_id: byId(attachmentById),
  // Drafts are each user's own: another user's draft is unknown to the caller.
  draft_id: (db, v, me) => typeof v === "number" && Number.isSafeInteger(v) && !!me && draftById(db, me.id, v) !== undefined,
  email: (db, v) => typeof v === "string" && (userByEmail(db, v) ?? userByDeliveryEmail(db, v)) !== undefined,
};

/** Whether a path parameter of the request is malformed (not an integer where the spec says integer) or names no record. */
export function pathNamesNothing(db: DB, op: OperationView, pathParams: Record<string, string>, me: UserRow | null): boolean {
  for (const f of op.fields) {
    if (f.in !== "path") continue;
    const d = decodePathValue({ name: f.wire, schema: f.schema, jsonEncoded: false }, pathParams[f.wire] ?? "");
    if (!d.ok) return true;
    const exists = RECORDS[f.name];
    if (exists && !exists(db, d.value, me)) return true;
  }
  return false;
}
