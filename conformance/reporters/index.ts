import type { Report } from "../engine/types.ts";
import { formatPretty, type PrettyOptions } from "./pretty.ts";
import { formatJson } from "./json.ts";
import { formatJunit } from "./junit.ts";
import { formatHtml } from "./html.ts";
import { formatGithub } from "./github.ts";
import { formatSarif } from "./sarif.ts";

export type ReporterName = "pretty" | "json" | "junit" | "html" | "github" | "sarif";

export const REPORTERS: Record<ReporterName, (report: Report, o: PrettyOptions) => string> = {
  pretty: formatPretty,
  json: (r) => formatJson(r),
  junit: (r) => formatJunit(r),
  html: (r) => formatHtml(r),
  // Annotations and the log; the step summary goes to $GITHUB_STEP_SUMMARY when set.
  github: (r, o) => formatGithub(r, { verbose: o.verbose }),
  sarif: (r) => formatSarif(r),
};

export { progressPrinter, type Progress } from "./progress.ts";
export { digest, type Digest, type DigestCause } from "./digest.ts";
