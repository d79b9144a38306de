// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import listRefusedToGuestsAndBots from "./list-refused-to-guests-and-bots.ts";
import createExact from "./create-exact.ts";
import createUnknownMember from "./create-unknown-member.ts";
import canMentionGroupForms from "./can-mention-group-forms.ts";
import canMentionGroupRefusesInternetOwners from "./can-mention-group-refuses-internet-owners.ts";
import updateUnknownId from "./update-unknown-id.ts";
import updateRoundTrip from "./update-round-trip.ts";
import updateCanMentionOldMismatch from "./update-can-mention-old-mismatch.ts";
import systemGroupsUnmodifiable from "./system-groups-unmodifiable.ts";

import canMentionObjectRefusedBefore258 from "./can-mention-object-refused-before-258.ts";
import updateNameDescriptionRequiredBefore165 from "./update-name-description-required-before-165.ts";
import updateOneFieldLeavesOthers from "./update-one-field-leaves-others.ts";
import listFields from "./list-fields.ts";
import updateCanMentionValueBefore260 from "./update-can-mention-value-before-260.ts";
import canMentionGroupUnknownGroup from "./can-mention-group-unknown-group.ts";
import updateCanMentionBareValueRefused from "./update-can-mention-bare-value-refused.ts";
import updateCanMentionNewRequired from "./update-can-mention-new-required.ts";
export const rules: Rule[] = [
  listRefusedToGuestsAndBots,
  createExact,
  createUnknownMember,
  canMentionGroupForms,
  canMentionGroupRefusesInternetOwners,
  updateUnknownId,
  updateRoundTrip,
  updateCanMentionOldMismatch,
  systemGroupsUnmodifiable,
  canMentionObjectRefusedBefore258,
  updateNameDescriptionRequiredBefore165,
  updateOneFieldLeavesOthers,
  listFields,
  updateCanMentionValueBefore260,
  canMentionGroupUnknownGroup,
  updateCanMentionBareValueRefused,
  updateCanMentionNewRequired,
];
