import type { Check } from "./types.ts";
import { answered } from "./evidence.ts";
import { levelFindings } from "../../lib/spec/index.ts";
import { documentedStatus } from "../engine/spec.ts";

/**
 * What the x-feature-level annotations say about a successful response, read from the annotations alone, in both
 * directions at the tested level: a removed field is absent, a renamed field travels under the name valid at the
 * level. A field sent before the level that introduced it (or a new name before its rename) is a warning: the
 * server is ahead of what it advertises, which no client is hurt by but which the level promise does not cover.
 * Fields the level requires are response_schema_conformance's concern (the schema at the level requires them).
 */
export const feature_level_annotations: Check = ({ exchange: { response }, op, spec }) => {
  if (!answered(response) || response.json === undefined || response.status < 200 || response.status > 299) return undefined;
  const statusKey = documentedStatus(op, response.status);
  const schema = statusKey ? op.newestResponseSchema(statusKey) : undefined;
  if (!schema) return undefined;
  const findings = levelFindings(schema, response.json, spec.level);
  const worst = findings.find((f) => f.severity === "failure") ?? findings[0];
  if (!worst) return undefined;
  const more = findings.length > 1 ? ` (and ${findings.length - 1} more: ${findings.slice(1, 4).map((f) => f.pointer).join(", ")})` : "";
  return {
    severity: worst.severity,
    title: worst.severity === "failure" ? "Response breaks a feature-level annotation" : "Response is ahead of the advertised level",
    expected: `At level ${spec.level}: ${worst.text.replace(/, but .*|; a level-.*/, "")}`,
    received: `${worst.pointer} in ${response.status} ${JSON.stringify(response.json).slice(0, 240)}${more}`,
    pointer: `${op.pointer}/responses/${statusKey}/content/application~1json/schema`,
  };
};
