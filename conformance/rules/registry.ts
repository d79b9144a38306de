// Every seed rule, by id: a plain map built from each area's list (one index.ts per area, so areas are added to
// independently). The id is the file's path under conformance/rules/ without .ts (a test checks it).
import type { Rule } from "./types.ts";
import { rules as envelope } from "./envelope/index.ts";
import { rules as auth } from "./auth/index.ts";
import { rules as serverSettings } from "./server-settings/index.ts";
import { rules as streams } from "./streams/index.ts";
import { rules as users } from "./users/index.ts";
import { rules as muting } from "./muting/index.ts";
import { rules as userGroups } from "./user-groups/index.ts";
import { rules as invites } from "./invites/index.ts";
import { rules as realm } from "./realm/index.ts";
import { rules as drafts } from "./drafts/index.ts";
import { rules as messages } from "./messages/index.ts";
import { rules as scheduledMessages } from "./scheduled-messages/index.ts";
import { rules as events } from "./events/index.ts";
import { rules as levels } from "./levels/index.ts";

/** Areas in catalogue order, as the seed presents them. */
export const AREAS: Record<string, Rule[]> = {
  envelope,
  auth,
  "server-settings": serverSettings,
  streams,
  users,
  muting,
  "user-groups": userGroups,
  invites,
  realm,
  drafts,
  messages,
  "scheduled-messages": scheduledMessages,
  events,
  levels,
};

export const RULES: Rule[] = Object.values(AREAS).flat();

export const REGISTRY: Record<string, Rule> = Object.fromEntries(RULES.map((r) => [r.id, r]));
