// Where a finding's documented fact lives, as the reporters that point somewhere name it (GitHub annotations, SARIF,
// the text reports): the spec as a URI of this package — the openapi.yaml the suite ships (dist/openapi.yaml of the
// published package, at the suite's version) with the finding's JSON pointer — never a path of the repository under
// test, where openapi.yaml is missing or is another file.
import { TOOL } from "../engine/run.ts";

/** The published package's files, at the suite's version. */
export const PACKAGE_URI = `https://unpkg.com/teamchat-api-toolchain@${TOOL.version}/`;
/** The spec the suite tests against, as shipped in the package. */
export const SPEC_URI = `${PACKAGE_URI}dist/openapi.yaml`;

/** "https://unpkg.com/teamchat-api-toolchain@0.1.0/dist/openapi.yaml#/paths/~1streams/get". */
export function specRef(pointer: string): string {
  return `${SPEC_URI}${pointer.startsWith("#") ? "" : "#"}${pointer}`;
}
