// Every route, in registration order (static paths such as /users/me before /users/{user_id}).
import type { Route } from "../http/context.ts";
import { routes as attachments } from "./attachments.ts";
import { routes as auth } from "./auth.ts";
import { routes as drafts } from "./drafts.ts";
import { routes as events } from "./events.ts";
import { routes as invites } from "./invites.ts";
import { routes as linkifiers } from "./linkifiers.ts";
import { routes as messageFetch } from "./message-fetch.ts";
import { routes as messages } from "./messages.ts";
import { routes as muting } from "./muting.ts";
import { routes as profileFields } from "./profile-fields.ts";
import { routes as register } from "./register.ts";
import { routes as scheduledMessages } from "./scheduled-messages.ts";
import { routes as serverSettings } from "./server-settings.ts";
import { routes as settings } from "./settings.ts";
import { routes as streams } from "./streams.ts";
import { routes as subscriptions } from "./subscriptions.ts";
import { routes as userGroups } from "./user-groups.ts";
import { routes as users } from "./users.ts";
import { routes as zulipClients } from "./zulip-clients.ts";

export const ALL_ROUTES: Route[] = [
  ...serverSettings,
  ...auth,
  ...register,
  ...events,
  ...muting,
  ...subscriptions,
  ...users,
  ...streams,
  ...userGroups,
  ...invites,
  ...profileFields,
  ...linkifiers,
  ...drafts,
  ...messages,
  ...messageFetch,
  ...scheduledMessages,
  ...attachments,
  ...settings,
  ...zulipClients,
];
