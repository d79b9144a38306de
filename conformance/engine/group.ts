// One cause, one finding: findings with the same cause on the same operation are grouped into the first of them
// (its request, its shrunk example) with the number of occurrences and every rule that met it. The cause of a fault
// (engine/faults.ts) is its kind, whichever rule met it: a timeout of GET /users/me is one finding, not one per rule
// that needed the call. Any other finding's cause is its rule and its `cause` (else its title). The timeouts of an operation marked
// unresponsive and the requests it then skipped are that operation's one "unresponsive" finding.
import type { OperationHealth } from "./http.ts";
import type { Finding } from "./types.ts";

const seconds = (ms: number) => `${+(ms / 1000).toFixed(1)} s`;

export function groupFindings(findings: readonly Finding[], unresponsive: readonly [string, OperationHealth][] = []): Finding[] {
  const dead = new Map(unresponsive);
  const groups = new Map<string, { first: Finding; count: number; rules: string[] }>();
  for (const f of findings) {
    const op = f.operation ?? "";
    const isDead = (f.kind === "timeout" || f.kind === "unresponsive") && dead.has(op);
    // A cause the finding names (the sweep's parameter and family of edges) keeps its faults apart: a crash on deep
    // JSON in one field and on a 20-digit ID in another are two fixes.
    const cause = f.cause ? `|${f.cause}` : "";
    const key = isDead ? `unresponsive|${op}` : f.kind ? `fault|${f.kind}|${op}${cause}|${f.severity}` : `rule|${f.rule}|${op}|${f.cause ?? f.title}|${f.severity}`;
    // A finding grouped already (the setup phase groups its own) counts with its occurrences and rules.
    const n = f.occurrences ?? 1;
    const rules = f.rules ?? [f.rule];
    const g = groups.get(key);
    if (!g) groups.set(key, { first: f, count: n, rules: [...rules] });
    else {
      g.count += n;
      for (const r of rules) if (!g.rules.includes(r)) g.rules.push(r);
    }
  }
  return [...groups].map(([key, { first, count, rules }]) => {
    let f: Finding = { ...first };
    if (key.startsWith("unresponsive|")) {
      const h = dead.get(first.operation!)!;
      f = {
        ...f,
        severity: "failure",
        kind: "unresponsive",
        title: `Unresponsive: ${first.operation} timed out ${h.timeouts} times`,
        expected: "a complete response within the per-request timeout (--timeout)",
        received: `${h.timeouts} requests got no complete response within ${seconds(h.timeoutMs)}; the operation was then marked unresponsive and its other ${h.skipped} request(s) were not sent`,
      };
    }
    if (count > 1) f.occurrences = count;
    if (rules.length > 1) f.rules = rules;
    return f;
  });
}
