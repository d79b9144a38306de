// Programmatic API of the conformance suite.
export { runConformance, allRuleIds } from "./engine/run.ts";
export type { ConformanceOptions } from "./engine/options.ts";
export type { Report, Finding, RuleResult, Exchange } from "./engine/types.ts";
export { REPORTERS } from "./reporters/index.ts";
export { REGISTRY, RULES } from "./rules/registry.ts";
export { CHECKS } from "./checks/index.ts";
