// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import noEmails from "./no-emails.ts";
import separators from "./separators.ts";
import unknownChannel from "./unknown-channel.ts";
import insufficientPermission from "./insufficient-permission.ts";
import streamIdsNeedSubscribePermission from "./stream-ids-need-subscribe-permission.ts";
import inviteAsAboveCaller from "./invite-as-above-caller.ts";
import emptyStreamIdsAllowed from "./empty-stream-ids-allowed.ts";
import emptyStreamIdsRefusedBefore180 from "./empty-stream-ids-refused-before-180.ts";
import expiresNullAllowed from "./expires-null-allowed.ts";
import invitationFailedShape from "./invitation-failed-shape.ts";

import inaccessibleChannel from "./inaccessible-channel.ts";
import realmDefaultSubscriptionsWithoutPermission from "./realm-default-subscriptions-without-permission.ts";
import notifyReferrerOnJoin from "./notify-referrer-on-join.ts";
import allInviteesHaveAccounts from "./all-invitees-have-accounts.ts";
import noAddressInList from "./no-address-in-list.ts";
import expiresInDaysAccepted from "./expires-in-days-accepted.ts";
import expiresInDaysNullRefusedBefore117 from "./expires-in-days-null-refused-before-117.ts";
import deactivatedInviteeHasAccount from "./deactivated-invitee-has-account.ts";
export const rules: Rule[] = [
  noEmails,
  separators,
  unknownChannel,
  insufficientPermission,
  streamIdsNeedSubscribePermission,
  inviteAsAboveCaller,
  emptyStreamIdsAllowed,
  emptyStreamIdsRefusedBefore180,
  expiresNullAllowed,
  invitationFailedShape,
  inaccessibleChannel,
  realmDefaultSubscriptionsWithoutPermission,
  notifyReferrerOnJoin,
  allInviteesHaveAccounts,
  noAddressInList,
  expiresInDaysAccepted,
  expiresInDaysNullRefusedBefore117,
  deactivatedInviteeHasAccount,
];
