// Not a rule: the accounts the users rules read, and small readers of user objects.
import type { Caller, RuleContext } from "../types.ts";
import type { Role } from "../../engine/types.ts";

/** Every role an account can have, the bot last: the targets of the user-object rules. */
export const TARGET_ROLES: Role[] = ["owner", "administrator", "moderator", "member", "guest", "bot"];

export const targets = (ctx: RuleContext): Caller[] => TARGET_ROLES.map((r) => ctx.as(r));

/** ISO 8601 date and time text (date, time, optional fraction and zone). */
export const ISO_8601 = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** Whether `tz` names a time zone the runtime's IANA database knows. */
export function knownTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
