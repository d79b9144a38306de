// The report as one JSON document; its schema is documented in conformance/README.md (schemaVersion 1).
import type { Report } from "../engine/types.ts";

export function formatJson(report: Report): string {
  return JSON.stringify(report, null, 2) + "\n";
}
