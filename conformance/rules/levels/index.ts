// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
//
// Feature levels are not a rule of their own: every rule declares its level range (`since`/`until`, naming the spec
// element whose level it is, and the levels of the operations it lists), and the engine runs a rule only inside it,
// reporting the advertised level and, per skipped rule, the level it needed. That is proven on the whole
// registry by test/conformance/rules/levels.test.ts (the reference server at an old level).
import type { Rule } from "../types.ts";

export const rules: Rule[] = [];
