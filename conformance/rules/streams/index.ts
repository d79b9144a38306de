// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import getStreamUnknownId from "./get-stream-unknown-id.ts";
import includeAllActiveNonAdmin from "./include-all-active-non-admin.ts";
import listFlagCombinations from "./list-flag-combinations.ts";
import listGuestFlagCombinations from "./list-guest-flag-combinations.ts";
import listOwnerSubscribedForBots from "./list-owner-subscribed-for-bots.ts";
import isDefaultOnlyWithIncludeDefault from "./is-default-only-with-include-default.ts";
import getStreamNoIsDefault from "./get-stream-no-is-default.ts";
import channelFirstMessageId from "./channel-first-message-id.ts";
import channelDateCreated from "./channel-date-created.ts";
import channelCreatorId from "./channel-creator-id.ts";
import updateUnknownId from "./update-unknown-id.ts";
import updateNonAdminRefused from "./update-non-admin-refused.ts";
import updateDescriptionRoundTrip from "./update-description-round-trip.ts";
import updateNewNameRoundTrip from "./update-new-name-round-trip.ts";
import updatePostPolicyRoundTrip from "./update-post-policy-round-trip.ts";
import updateRetentionRoundTrip from "./update-retention-round-trip.ts";
import updateRetentionForeverBefore91 from "./update-retention-forever-before-91.ts";
import updateIsPrivateRoundTrip from "./update-is-private-round-trip.ts";
import updateDefaultStreamRoundTrip from "./update-default-stream-round-trip.ts";
import historyFalsePublicInvalid from "./history-false-public-invalid.ts";
import historyFalseNotPrivateInvalid from "./history-false-not-private-invalid.ts";
import canRemoveSubscribersGroupRefused from "./can-remove-subscribers-group-refused.ts";
import updateLengthLimits from "./update-length-limits.ts";
import privatePermissionsNeedSubscription from "./private-permissions-need-subscription.ts";

import channelFields from "./channel-fields.ts";
import postPolicyEnforced from "./post-policy-enforced.ts";
import canRemoveSubscribersGroupEverySystemGroup from "./can-remove-subscribers-group-every-system-group.ts";
import updateOneFieldLeavesOthers from "./update-one-field-leaves-others.ts";
import historyIgnoredBefore136 from "./history-ignored-before-136.ts";
import includeAllActiveEveryRole from "./include-all-active-every-role.ts";
import updateIsWebPublicRoundTrip from "./update-is-web-public-round-trip.ts";
import updateAnnouncementOnlyRoundTrip from "./update-announcement-only-round-trip.ts";
import creatorIdIsCreator from "./creator-id-is-creator.ts";
import noWebPublicChannelNoWebPublicAccess from "./no-web-public-channel-no-web-public-access.ts";
import privateWebPublicInvalid from "./private-web-public-invalid.ts";
import leavingSendsSubscriptionEvent from "./leaving-sends-subscription-event.ts";
import updateHistoryPrivateRoundTrip from "./update-history-private-round-trip.ts";
import includeDefaultAddsDefaultChannels from "./include-default-adds-default-channels.ts";
export const rules: Rule[] = [
  getStreamUnknownId,
  includeAllActiveNonAdmin,
  listFlagCombinations,
  listGuestFlagCombinations,
  listOwnerSubscribedForBots,
  isDefaultOnlyWithIncludeDefault,
  getStreamNoIsDefault,
  channelFirstMessageId,
  channelDateCreated,
  channelCreatorId,
  updateUnknownId,
  updateNonAdminRefused,
  updateDescriptionRoundTrip,
  updateNewNameRoundTrip,
  updatePostPolicyRoundTrip,
  updateRetentionRoundTrip,
  updateRetentionForeverBefore91,
  updateIsPrivateRoundTrip,
  updateDefaultStreamRoundTrip,
  historyFalsePublicInvalid,
  historyFalseNotPrivateInvalid,
  canRemoveSubscribersGroupRefused,
  updateLengthLimits,
  privatePermissionsNeedSubscription,
  channelFields,
  postPolicyEnforced,
  canRemoveSubscribersGroupEverySystemGroup,
  updateOneFieldLeavesOthers,
  historyIgnoredBefore136,
  includeAllActiveEveryRole,
  updateIsWebPublicRoundTrip,
  updateAnnouncementOnlyRoundTrip,
  creatorIdIsCreator,
  noWebPublicChannelNoWebPublicAccess,
  privateWebPublicInvalid,
  leavingSendsSubscriptionEvent,
  updateHistoryPrivateRoundTrip,
  includeDefaultAddsDefaultChannels,
];
