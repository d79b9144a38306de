// Validation of custom profile field values per field type (Zulip's validators and messages).
import type { ProfileFieldRow } from "../db/repos/realm.ts";
import { userById } from "../db/repos/users.ts";
import { badRequest } from "../errors.ts";
import type { Realm } from "../http/context.ts";

const TEXT_LIMIT: Record<number, number> = { 1: 50, 2: 500, 5: 2048, 7: 50, 8: 50 };

/** Returns the value as stored (a string), or throws BAD_REQUEST. */
export function validateProfileValue(r: Realm, field: ProfileFieldRow, value: unknown): string {
  const name = field.name;
  switch (field.field_type) {
    case 3: {
      if (typeof value !== "string") throw badRequest(`${name} is not a string`);
      const choices = field.field_data ? Object.keys(JSON.parse(field.field_data)) : [];
      if (!choices.includes(value)) throw badRequest(`'${value}' is not a valid choice for '${name}'.`);
      return value;
    }
    case 4: {
      if (typeof value !== "string") throw badRequest(`${name} is not a string`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw badRequest(`${name} is not a date`);
      return value;
    }
    case 6: {
      let ids: unknown = value;
      if (typeof value === "string") {
        try {
          ids = JSON.parse(value);
        } catch {
          throw badRequest(`${name} is not a list`);
        }
      }
      if (!Array.isArray(ids) || !ids.every((x) => Number.isSafeInteger(x))) throw badRequest(`${name} is not a list`);
      for (const id of ids) if (!userById(r.db, id as number)) throw r.spec.error("invalid-member", { user_id: id as number });
      return JSON.stringify(ids);
    }
    default: {
      if (typeof value !== "string") throw badRequest(`${name} is not a string`);
      const limit = TEXT_LIMIT[field.field_type];
      if (limit && value.length > limit) throw badRequest(`${name} is too long (limit: ${limit} characters)`);
      if (field.field_type === 5) {
        try {
          const url = new URL(value);
          if (!/^https?:$/.test(url.protocol)) throw new Error("scheme");
        } catch {
          throw badRequest(`${name} is not a URL`);
        }
      }
      return value;
    }
  }
}
