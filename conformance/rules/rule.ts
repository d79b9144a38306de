// A rule as one flat declaration: every precondition (roles, passwords, level range, writes, slowness) is a field
// the engine reads and reports a skipped rule by, never a wrapper and never a branch inside run().
import type { Rule } from "./types.ts";

/** What a rule file declares: `writes` defaults to false (read-only). */
export type RuleDeclaration = Omit<Rule, "writes"> & { writes?: boolean };

export function rule(declaration: RuleDeclaration): Rule {
  return { ...declaration, writes: declaration.writes ?? false };
}
