// The generic checks, by name. Each runs on every exchange of the operation phase; each decides for itself
// whether it applies (by case kind or response). A check that holds only from or until some level declares it
// as a reference to the spec element (`since`/`until`, as rules do); the engine applies it only within that range.
// Rule ids are "checks/<name>".
import type { Check } from "./types.ts";
import { not_a_server_error } from "./not_a_server_error.ts";
import { status_code_conformance } from "./status_code_conformance.ts";
import { content_type_conformance } from "./content_type_conformance.ts";
import { response_schema_conformance } from "./response_schema_conformance.ts";
import { error_envelope } from "./error_envelope.ts";
import { success_envelope } from "./success_envelope.ts";
import { negative_data_rejection } from "./negative_data_rejection.ts";
import { positive_data_acceptance } from "./positive_data_acceptance.ts";
import { ignored_auth } from "./ignored_auth.ts";
import { ignored_parameters_unsupported } from "./ignored_parameters_unsupported.ts";
import { feature_level_annotations } from "./feature_level_annotations.ts";
import { unknown_ids_refused } from "./unknown_ids_refused.ts";
import type { Demand } from "../engine/types.ts";

export interface NamedCheck {
  id: string;
  name: string;
  title: string;
  check: Check;
  /** Applies on servers at the level of this spec element or newer (a level reference, see rules/types.ts). */
  since?: string;
  /** Applies on servers older than the level of this spec element. */
  until?: string;
  /**
   * Whether the seed names what the check demands ("stated": the envelope, UNAUTHORIZED, the response fields) or it
   * follows from the seed without being named ("inferred": no 5xx, a wrong type refused where the seed shows no
   * error). An outcome may say otherwise for its case (CheckOutcome.demand).
   */
  demand: Demand;
}

const named = (name: string, title: string, demand: Demand, check: Check, range: { since?: string; until?: string } = {}): NamedCheck => ({ id: `checks/${name}`, name, title, demand, check, ...range });

export const CHECKS: NamedCheck[] = [
  named("not_a_server_error", "Complete responses, no 5xx", "inferred", not_a_server_error),
  named("status_code_conformance", "Documented status codes, status and envelope agree", "inferred", status_code_conformance),
  named("content_type_conformance", "JSON responses labelled application/json", "stated", content_type_conformance),
  named("response_schema_conformance", "Responses match their schema", "stated", response_schema_conformance),
  named("error_envelope", "Errors carry result, msg, code and the code's fields", "stated", error_envelope),
  named("success_envelope", "Successes carry result success and an empty msg", "stated", success_envelope),
  named("negative_data_rejection", "Invalid input gets an error", "inferred", negative_data_rejection),
  named("positive_data_acceptance", "Valid input is read correctly", "stated", positive_data_acceptance),
  named("ignored_auth", "Missing or wrong credentials get UNAUTHORIZED", "stated", ignored_auth),
  named("ignored_parameters_unsupported", "Unknown parameters reported in ignored_parameters_unsupported", "stated", ignored_parameters_unsupported, {
    since: "JsonSuccess.ignored_parameters_unsupported",
  }),
  named("feature_level_annotations", "Fields removed, renamed and added as the feature-level annotations say", "stated", feature_level_annotations),
  named("unknown_ids_refused", "IDs wider than any object's are refused, never read as another object", "inferred", unknown_ids_refused),
];

export type { Check, CheckInput, CheckOutcome, CaseKind } from "./types.ts";
