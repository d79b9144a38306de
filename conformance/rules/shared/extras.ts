// Not a rule: for the optional parts of rules that use a Zulip extra (a beyond-seed operation) where the server
// offers it and do without it elsewhere. A rule that cannot do without an extra lists it in `operations` and lets
// the engine skip it (engine/capabilities.ts); a rule that only gains a case from one wraps that part here.
import { CapabilityMissing } from "../../engine/capabilities.ts";

/** `part()`, or undefined where the server lacks the extra it calls (the rest of the rule still runs). */
export async function ifOffered<T>(part: () => Promise<T>): Promise<T | undefined> {
  try {
    return await part();
  } catch (err) {
    if (err instanceof CapabilityMissing) return undefined;
    throw err;
  }
}
