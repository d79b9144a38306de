// Custom profile fields: POST /realm/profile_fields (administrators), and GET for clients.
import { insertProfileField, profileFieldById, profileFields, type ProfileFieldRow } from "../db/repos/realm.ts";
import { badRequest } from "../errors.ts";
import type { Ctx, Realm, Route } from "../http/context.ts";
import { LIMITS } from "../realm/settings.ts";
import { realmAudience } from "./common.ts";

const EXTERNAL_ACCOUNT_NAMES: Record<string, string> = { github: "GitHub username", twitter: "Twitter username" };

/** A custom profile field (components.schemas.CustomProfileField), shaped for the level. */
export function fieldObject(r: Realm, f: ProfileFieldRow): Record<string, unknown> {
  return r.spec.shape("CustomProfileField", {
    id: f.id,
    name: f.name,
    type: f.field_type,
    hint: f.hint,
    field_data: f.field_data,
    order: f.order,
    display_in_profile_summary: f.display_in_profile_summary === 1,
    required: f.required === 1,
  });
}

function checkSelectData(data: Record<string, any>): void {
  const entries = Object.entries(data);
  if (entries.length === 0) throw badRequest("Field must have at least one choice.");
  const texts = new Set<string>();
  for (const [key, option] of entries) {
    if (typeof option !== "object" || option === null || Array.isArray(option)) throw badRequest(`field_data["${key}"] is not a dict`);
    for (const k of ["text", "order"]) {
      if (typeof option[k] !== "string") throw badRequest(`field_data["${key}"]["${k}"] is not a string`);
      if (option[k].trim() === "") throw badRequest(`field_data["${key}"]["${k}"] cannot be blank.`);
    }
    if (texts.has(option.text)) throw badRequest("Field must not have duplicate choices.");
    texts.add(option.text);
  }
}

function checkExternalAccountData(data: Record<string, any>): void {
  const subtype = data.subtype;
  if (typeof subtype !== "string" || subtype === "") throw badRequest("subtype key is missing from field_data");
  if (subtype === "custom") {
    if (typeof data.url_pattern !== "string") throw badRequest("Custom external account must define URL pattern");
    if (!data.url_pattern.includes("%(username)s")) throw badRequest("URL pattern must contain '%(username)s'.");
  } else if (!Object.hasOwn(EXTERNAL_ACCOUNT_NAMES, subtype)) throw badRequest("Invalid external account type");
}

function createField(ctx: Ctx) {
  const { db, params: p } = ctx;
  const type: number = p.field_type; // one of the spec's field types at the level (the parser checked the enum)
  const data: Record<string, any> | undefined = p.field_data;
  if (type === 3) checkSelectData(data ?? {});
  if (type === 7) checkExternalAccountData(data ?? {});
  let name: string = (p.name ?? "").trim();
  // External accounts of a known kind are named after the kind (Zulip fills the label in).
  if (type === 7 && data?.subtype && data.subtype !== "custom") name = EXTERNAL_ACCOUNT_NAMES[data.subtype];
  // The seed lists name as optional: a field created without one has no label (Zulip refuses it). A name sent blank
  // is still refused, as Zulip does; the seed says nothing of blank names.
  if (name === "" && ctx.sent.has("name")) throw badRequest("Label cannot be blank.");
  if (name.length > LIMITS.max_profile_field_name_length)
    throw badRequest(`name is too long (limit: ${LIMITS.max_profile_field_name_length} characters)`);
  const hint: string = p.hint ?? "";
  if (hint.length > LIMITS.max_profile_field_hint_length)
    throw badRequest(`hint is too long (limit: ${LIMITS.max_profile_field_hint_length} characters)`);
  const fields = profileFields(db);
  // Fields without a label do not clash with each other.
  if (name !== "" && fields.some((f) => f.name.toLowerCase() === name.toLowerCase())) throw badRequest("A field with that label already exists.");
  const summary: boolean = p.display_in_profile_summary ?? false;
  if (summary) {
    // Long text and person picker fields cannot be shown in the summary; at most the spec's limit of fields may be.
    if (type === 2 || type === 6) throw badRequest("Field type not supported for display in profile summary.");
    const max = ctx.spec.limit("profile_summary_fields").max!;
    if (fields.filter((f) => f.display_in_profile_summary).length >= max)
      throw badRequest(`Only ${max} custom profile fields can be displayed in the profile summary.`);
  }
  const id = insertProfileField(db, {
    name,
    hint,
    field_type: type,
    field_data: type === 3 || type === 7 ? JSON.stringify(data) : "",
    display_in_profile_summary: summary ? 1 : 0,
    required: p.required ? 1 : 0,
  });
  ctx.emit(realmAudience(ctx), () => ({ type: "custom_profile_fields", fields: profileFields(db).map((f) => fieldObject(ctx, f)) }));
  return { id: profileFieldById(db, id)!.id };
}

export const routes: Route[] = [
  { op: "GET /realm/profile_fields", handler: (ctx) => ({ custom_fields: profileFields(ctx.db).map((f) => fieldObject(ctx, f)) }) },
  { op: "POST /realm/profile_fields", handler: createField },
];
