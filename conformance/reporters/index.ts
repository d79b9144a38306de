import type { Report } from "../engine/types.ts";
import { formatPretty, type PrettyOptions } from "./pretty.ts";
import { formatJson } from "./json.ts";
import { formatJunit } from "./junit.ts";

export type ReporterName = "pretty" | "json" | "junit";

export const REPORTERS: Record<ReporterName, (report: Report, o: PrettyOptions) => string> = {
  pretty: formatPretty,
  json: (r) => formatJson(r),
  junit: (r) => formatJunit(r),
};

export { progressPrinter, type Progress } from "./progress.ts";
