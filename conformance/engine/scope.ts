// The run a rule belongs to, reachable from the assertions it calls (expectError looks up x-errors rows by key in
// the run's spec, which may be a modified copy of openapi.yaml given with --spec). The engine runs every rule
// inside its run's scope; concurrent runs in one process each see their own.
import { AsyncLocalStorage } from "node:async_hooks";
import type { SpecFacts } from "../../lib/spec/index.ts";
import type { SpecModel } from "./spec.ts";

export interface RunScope {
  facts: SpecFacts;
  spec: SpecModel;
}

const storage = new AsyncLocalStorage<RunScope>();

export function inRunScope<T>(scope: RunScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/** The scope of the rule being run; throws outside one (the spec's facts are the run's, never a default). */
export function runScope(what: string): RunScope {
  const scope = storage.getStore();
  if (!scope) throw new Error(`${what} is only available while the engine runs a rule (it reads the run's spec)`);
  return scope;
}
