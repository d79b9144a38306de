/**
 * The package's main entry (`import { runConformance } from "teamchat-api-toolchain"`): the conformance suite's
 * programmatic API, its reporters and the rule declaration. Compiled to dist/index.js with its declarations
 * (dist/index.d.ts); package.json's `exports` maps "." here, "./client" to the typed client and "./types" to the
 * generated types. README.md, "The programmatic API", shows it in use; test/package/pack.test.ts runs it from the
 * installed package.
 */
export * from "./conformance/index.ts";
export { rule, type RuleDeclaration } from "./conformance/rules/rule.ts";
export type { Rule, RuleContext, LevelRef, CallInput, Caller } from "./conformance/rules/types.ts";
export type { ReporterName } from "./conformance/reporters/index.ts";
export type { PrettyOptions } from "./conformance/reporters/pretty.ts";
export type { AccountsSource } from "./conformance/engine/options.ts";
export type { AccountsFile } from "./conformance/engine/accounts.ts";
export type { Role, Severity, FindingKind, RuleStatus } from "./conformance/engine/types.ts";
/** What a rule's run() asserts with: each failed expectation becomes a finding with its request and response. */
export { expectSuccess, expectError, expectErrorCode, expectThat, isErrorOf, show, type Json, type ErrorVars } from "./conformance/rules/expect.ts";
