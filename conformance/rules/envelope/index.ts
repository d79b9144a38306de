// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import envelopeOnReads from "./envelope-on-reads.ts";
import envelopeOnWrites from "./envelope-on-writes.ts";
import ignoredParametersUnsupported from "./ignored-parameters-unsupported.ts";
import jsonInFormFields from "./json-in-form-fields.ts";
import multipartBodiesAccepted from "./multipart-bodies-accepted.ts";
import timestampsIntegerSeconds from "./timestamps-integer-seconds.ts";
import timestampsUtcNow from "./timestamps-utc-now.ts";
import roleCodes from "./role-codes.ts";
import wrongTypesRefused from "./wrong-types-refused.ts";
import replacedParametersNotHonoured from "./replaced-parameters-not-honoured.ts";
import optionalParametersOmittable from "./optional-parameters-omittable.ts";
import deepJsonAnswered from "./deep-json-answered.ts";

export const rules: Rule[] = [envelopeOnReads, envelopeOnWrites, ignoredParametersUnsupported, jsonInFormFields, multipartBodiesAccepted, timestampsIntegerSeconds, timestampsUtcNow, roleCodes, wrongTypesRefused,
  replacedParametersNotHonoured,
  optionalParametersOmittable,
  deepJsonAnswered,
];
