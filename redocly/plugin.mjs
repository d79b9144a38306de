// The project's Redocly plugin: a plain registry of rules and decorators, one per file, named by id.
// Severities live in redocly.yaml (the preset), never here.
import operationRequiredRole from "./rules/operation-required-role.mjs";
import operationHasTags from "./rules/operation-has-tags.mjs";
import errorEnvelope from "./rules/error-envelope.mjs";
import featureLevelInteger from "./rules/feature-level-integer.mjs";
import featureLevelProseRule from "./rules/feature-level-prose.mjs";
import featureLevelProse from "./decorators/feature-level-prose.mjs";
import curlSamples from "./decorators/curl-samples.mjs";
import operationFacts from "./decorators/operation-facts.mjs";

export const rules = {
  "operation-required-role": operationRequiredRole,
  "operation-has-tags": operationHasTags,
  "error-envelope": errorEnvelope,
  "feature-level-integer": featureLevelInteger,
  "feature-level-prose": featureLevelProseRule,
};

export const decorators = {
  "feature-level-prose": featureLevelProse,
  // Docs only (enabled by scripts/build-docs.ts, not in redocly.yaml):
  "curl-samples": curlSamples,
  "operation-facts": operationFacts,
};

export default function teamchatPlugin() {
  return { id: "teamchat", rules: { oas3: rules }, decorators: { oas3: decorators } };
}
