// Beyond the seed: PATCH /settings, the operation that changes personal settings and so emits
// user_settings events (and, for clients without the user_settings_object capability, the two
// deprecated event types), as Zulip does.
import { storeSetting, updateUser } from "../db/repos/users.ts";
import { badRequest } from "../errors.ts";
import type { Event, EventQueue } from "../events/queues.ts";
import { personUpdate } from "../events/realm-user.ts";
import type { Ctx, Route } from "../http/context.ts";
import { LIMITS } from "../realm/settings.ts";
import { DISPLAY_SETTINGS, NOTIFICATION_SETTINGS, USER_SETTING_DEFAULTS } from "../realm/user-settings.ts";
import { checkFullName, userAudience } from "./common.ts";

function validTimezone(tz: string): boolean {
  if (tz === "") return true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const hasCapability = (q: EventQueue) => q.capabilities.user_settings_object === true;

/** The languages default_language may name, with their English names (the spec's x-language-names of the setting). */
const languageNames = (ctx: Ctx): Record<string, string> =>
  ctx.spec.operation("PATCH /settings")?.fields.find((f) => f.name === "default_language")?.schema["x-language-names"] ?? {};

function settingEvents(ctx: Ctx, name: string, value: unknown): void {
  const me = ctx.me;
  const language = name === "default_language" ? { language_name: languageNames(ctx)[String(value)] } : {};
  const modern = ctx.since("UserSettingsEvent");
  if (modern) ctx.emit([me.id], { type: "user_settings", op: "update", property: name, value, ...language });
  // The deprecated types go only to clients that did not declare user_settings_object (all, before user_settings).
  const legacy = (q: EventQueue): Event | null => {
    if (modern && hasCapability(q)) return null;
    if (DISPLAY_SETTINGS.has(name)) return { type: "update_display_settings", user: me.email, setting_name: name, setting: value, ...language };
    if (NOTIFICATION_SETTINGS.has(name)) return { type: "update_global_notifications", user: me.email, notification_name: name, setting: value };
    return null;
  };
  ctx.emit([me.id], legacy);
}

function updateSettings(ctx: Ctx) {
  const { db, me, params: p } = ctx;
  if (p.full_name !== undefined) {
    const name = checkFullName(p.full_name, LIMITS.max_full_name_length);
    if (name !== me.full_name) {
      updateUser(db, me.id, { full_name: name });
      ctx.emit(userAudience(ctx, me), personUpdate({ user_id: me.id, full_name: name }));
    }
  }
  for (const name of Object.keys(USER_SETTING_DEFAULTS)) {
    const value = p[name];
    if (value === undefined) continue;
    if (name === "default_language" && !Object.hasOwn(languageNames(ctx), value)) throw badRequest("Invalid default_language");
    if (name === "timezone") {
      if (!validTimezone(value)) throw badRequest(`${value} is not a recognized time zone`);
      updateUser(db, me.id, { timezone: value });
      ctx.emit(userAudience(ctx, me), personUpdate({ user_id: me.id, email: me.email, timezone: value }));
    }
    storeSetting(db, me.id, name, value);
    settingEvents(ctx, name, value);
  }
}

export const routes: Route[] = [{ op: "PATCH /settings", handler: updateSettings }];
