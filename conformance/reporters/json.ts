// The report as one JSON document; its schema is documented in conformance/README.md (schemaVersion 1). `digest`
// (reporters/digest.ts: the few causes behind most findings) comes first, computed from the report (a digest the
// report carried in, from a JSON report read back, is replaced).
import type { Report } from "../engine/types.ts";
import { digest } from "./digest.ts";

export function formatJson(report: Report): string {
  const { digest: _stale, ...rest } = report as Report & { digest?: unknown };
  return JSON.stringify({ digest: digest(rest), ...rest }, null, 2) + "\n";
}
