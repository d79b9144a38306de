// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
// (That drafts events reach the user's other clients is drafts/events-to-other-clients.)
import type { Rule } from "../types.ts";
import dontBlockReturns from "./dont-block-returns.ts";
import idAndType from "./id-and-type.ts";
import idsIncrease from "./ids-increase.ts";
import unknownQueue from "./unknown-queue.ts";
import userSettingsEvent from "./user-settings-event.ts";
import legacySettingsEvents from "./legacy-settings-events.ts";
import legacySettingsOnlyWithoutCapability from "./legacy-settings-only-without-capability.ts";
import realmUserUpdateForms from "./realm-user-update-forms.ts";
import subscriptionNoEmailAddress from "./subscription-no-email-address.ts";
import subscriptionNoRole from "./subscription-no-role.ts";
import deactivationEventForm from "./deactivation-event-form.ts";
import deactivationEventBefore222 from "./deactivation-event-before-222.ts";
import heartbeat from "./heartbeat.ts";

export const rules: Rule[] = [
  dontBlockReturns,
  idAndType,
  idsIncrease,
  unknownQueue,
  userSettingsEvent,
  legacySettingsEvents,
  legacySettingsOnlyWithoutCapability,
  realmUserUpdateForms,
  subscriptionNoEmailAddress,
  subscriptionNoRole,
  deactivationEventForm,
  deactivationEventBefore222,
  heartbeat,
];
