// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import profileFieldCreate from "./profile-field-create.ts";
import profileFieldAdminOnly from "./profile-field-admin-only.ts";
import profileFieldTypeRange from "./profile-field-type-range.ts";
import profileFieldType8 from "./profile-field-type-8.ts";
import profileFieldType8Before151 from "./profile-field-type-8-before-151.ts";
import profileFieldSummaryLimit from "./profile-field-summary-limit.ts";
import profileFieldSummaryTypes from "./profile-field-summary-types.ts";
import linkifierUpdateUnknownId from "./linkifier-update-unknown-id.ts";
import linkifierUpdateInvalidPattern from "./linkifier-update-invalid-pattern.ts";
import linkifierUpdateInvalidTemplate from "./linkifier-update-invalid-template.ts";
import attachmentDeleteUnknownId from "./attachment-delete-unknown-id.ts";

import profileFieldEveryType from "./profile-field-every-type.ts";
import profileFieldRequired from "./profile-field-required.ts";
import linkifierUpdateRoundTrip from "./linkifier-update-round-trip.ts";
import linkifierUpdateRoundTripBefore176 from "./linkifier-update-round-trip-before-176.ts";
import profileFieldOptionsShape from "./profile-field-options-shape.ts";
import profileFieldSummaryRoundTrip from "./profile-field-summary-round-trip.ts";
import linkifierUpdateOldTemplateName from "./linkifier-update-old-template-name.ts";
export const rules: Rule[] = [
  profileFieldCreate,
  profileFieldAdminOnly,
  profileFieldTypeRange,
  profileFieldType8,
  profileFieldType8Before151,
  profileFieldSummaryLimit,
  profileFieldSummaryTypes,
  linkifierUpdateUnknownId,
  linkifierUpdateInvalidPattern,
  linkifierUpdateInvalidTemplate,
  attachmentDeleteUnknownId,
  profileFieldEveryType,
  profileFieldRequired,
  linkifierUpdateRoundTrip,
  linkifierUpdateRoundTripBefore176,
  profileFieldOptionsShape,
  profileFieldSummaryRoundTrip,
  linkifierUpdateOldTemplateName,
];
