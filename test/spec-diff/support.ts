// Hand-made spec edits for the spec-diff tests: the project's spec with one change, recorded at a new level (268)
// or not recorded at all.
import { readSpec, resolvePointer, type JsonObject } from "../../lib/spec/index.ts";

export const NEXT = 268;

/** A copy of openapi.yaml as parsed, with `edit` applied; `bump` raises x-newest-feature-level to NEXT. */
export function edited(edit: (doc: JsonObject) => void, bump = true): JsonObject {
  const doc = readSpec();
  edit(doc);
  if (bump) doc.info["x-newest-feature-level"] = NEXT;
  return doc;
}

export const at = (doc: JsonObject, pointer: string): JsonObject => resolvePointer(doc, pointer);

const FORM = "requestBody/content/application~1x-www-form-urlencoded/schema/properties";
export const P = {
  usersGet: "#/paths/~1users/get",
  messageGet: "#/paths/~1messages~1{message_id}/get",
  profileFieldType: `#/paths/~1realm~1profile_fields/post/${FORM}/field_type`,
  inviteStreamIds: `#/paths/~1invites/post/${FORM}/stream_ids`,
  userProfileData: `#/paths/~1users~1{user_id}/patch/${FORM}/profile_data`,
  channel: "#/components/schemas/Channel",
  invites: "#/paths/~1invites/post",
};

/** Records a change of `node` at NEXT: the node as it was becomes the `before.schema` patch, then `mutate` runs. */
export function changeAt(node: JsonObject, summary: string, mutate: (n: JsonObject) => void) {
  const before: JsonObject = {};
  for (const [k, v] of Object.entries(node)) if (k !== "description" && !k.startsWith("x-")) before[k] = structuredClone(v);
  mutate(node);
  const fl = (node["x-feature-level"] ??= {});
  (fl.changed ??= []).push({ level: NEXT, summary, before: { schema: before } });
}

/** The parameter of an operation by name (the operation's own list, $refs not followed). */
export function parameter(doc: JsonObject, op: string, name: string): JsonObject {
  const p = (at(doc, op).parameters as JsonObject[]).find((x) => x.name === name);
  if (!p) throw new Error(`no parameter ${name}`);
  return p;
}
