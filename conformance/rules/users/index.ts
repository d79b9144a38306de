// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import ownUserFlat from "./own-user-flat.ts";
import ownUserDeliveryEmail from "./own-user-delivery-email.ts";
import getUserByIdAndEmail from "./get-user-by-id-and-email.ts";
import includeCustomProfileFields from "./include-custom-profile-fields.ts";
import roleFlagsAgree from "./role-flags-agree.ts";
import botTypeNullIffNotBot from "./bot-type-null-iff-not-bot.ts";
import updateUserNonAdminRefused from "./update-user-non-admin-refused.ts";
import updateFullNameRoundTrip from "./update-full-name-round-trip.ts";
import fullNameUpdateEvent from "./full-name-update-event.ts";
import updateProfileDataRoundTrip from "./update-profile-data-round-trip.ts";
import profileDataUpdateEvent from "./profile-data-update-event.ts";
import ownerRoleOnlyByOwners from "./owner-role-only-by-owners.ts";
import onlyOwnerKeepsOwnerRole from "./only-owner-keeps-owner-role.ts";
import guestAdminConflict from "./guest-admin-conflict.ts";

import userObjectFields from "./user-object-fields.ts";
import deliveryEmailAndEmail from "./delivery-email-and-email.ts";
import avatarUrlNullOnlyWithGravatar from "./avatar-url-null-only-with-gravatar.ts";
import clientGravatarDefaultTrue from "./client-gravatar-default-true.ts";
import clientGravatarDefaultFalseBefore92 from "./client-gravatar-default-false-before-92.ts";
import updateRoleEveryValue from "./update-role-every-value.ts";
import deactivatedIsActiveFalse from "./deactivated-is-active-false.ts";
import updateOneFieldLeavesOthers from "./update-one-field-leaves-others.ts";
import legacyRoleFlagsBefore8 from "./legacy-role-flags-before-8.ts";
import ownUserAgrees from "./own-user-agrees.ts";
import profileDataEventRenderedValue from "./profile-data-event-rendered-value.ts";
import profileDataRenderedValueHtml from "./profile-data-rendered-value-html.ts";
import profileDataEventRenderedHtml from "./profile-data-event-rendered-html.ts";
import updateUnknownId from "./update-unknown-id.ts";
export const rules: Rule[] = [
  ownUserFlat,
  ownUserDeliveryEmail,
  getUserByIdAndEmail,
  includeCustomProfileFields,
  roleFlagsAgree,
  botTypeNullIffNotBot,
  updateUserNonAdminRefused,
  updateFullNameRoundTrip,
  fullNameUpdateEvent,
  updateProfileDataRoundTrip,
  profileDataUpdateEvent,
  ownerRoleOnlyByOwners,
  onlyOwnerKeepsOwnerRole,
  guestAdminConflict,
  userObjectFields,
  deliveryEmailAndEmail,
  avatarUrlNullOnlyWithGravatar,
  clientGravatarDefaultTrue,
  clientGravatarDefaultFalseBefore92,
  updateRoleEveryValue,
  deactivatedIsActiveFalse,
  updateOneFieldLeavesOthers,
  legacyRoleFlagsBefore8,
  ownUserAgrees,
  profileDataEventRenderedValue,
  profileDataRenderedValueHtml,
  profileDataEventRenderedHtml,
  updateUnknownId,
];
