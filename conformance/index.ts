// Programmatic API of the conformance suite. The engine runs the rules it is given: RULES is the default set
// (every seed rule of the registry), `runConformance({ rules: RULES, url, ... })`.
export { runConformance, allRuleIds } from "./engine/run.ts";
export type { ConformanceOptions, ConformanceRun } from "./engine/options.ts";
export type { Report, Finding, RuleResult, Exchange } from "./engine/types.ts";
export { REPORTERS } from "./reporters/index.ts";
export { REGISTRY, RULES } from "./rules/registry.ts";
export { CHECKS } from "./checks/index.ts";
