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
import realmUserAudience from "./realm-user-audience.ts";
import realmUserAudienceBefore228 from "./realm-user-audience-before-228.ts";
import draftsAudience from "./drafts-audience.ts";
import userSettingsAudience from "./user-settings-audience.ts";
import subscriptionAudience from "./subscription-audience.ts";
import subscriptionSubscribersOnlyIfRequested from "./subscription-subscribers-only-if-requested.ts";
import subscriptionEntryFields from "./subscription-entry-fields.ts";
import eventTypesFilter from "./event-types-filter.ts";
import registerEveryListedType from "./register-every-listed-type.ts";
import lastEventId from "./last-event-id.ts";
import registerThroughGetEvents from "./register-through-get-events.ts";
import userSettingsLanguageName from "./user-settings-language-name.ts";
import legacyLanguageName from "./legacy-language-name.ts";
import personTimezone from "./person-timezone.ts";
import roleChangeEvent from "./role-change-event.ts";
import blockingPollReturnsAtEvent from "./blocking-poll-returns-at-event.ts";
import queueOfAnotherUser from "./queue-of-another-user.ts";

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
  realmUserAudience,
  realmUserAudienceBefore228,
  draftsAudience,
  userSettingsAudience,
  subscriptionAudience,
  subscriptionSubscribersOnlyIfRequested,
  subscriptionEntryFields,
  eventTypesFilter,
  registerEveryListedType,
  lastEventId,
  registerThroughGetEvents,
  userSettingsLanguageName,
  legacyLanguageName,
  personTimezone,
  roleChangeEvent,
  blockingPollReturnsAtEvent,
  queueOfAnotherUser,
];
