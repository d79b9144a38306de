// Every seed rule, by id. The id is the file's path under conformance/rules/ (a test checks it).
import type { Rule } from "./types.ts";
import getStreamUnknownId from "./streams/get-stream-unknown-id.ts";
import includeAllActiveNonAdmin from "./streams/include-all-active-non-admin.ts";
import muteStateTable from "./muting/mute-state-table.ts";

export const REGISTRY: Record<string, Rule> = {
  "streams/get-stream-unknown-id": getStreamUnknownId,
  "streams/include-all-active-non-admin": includeAllActiveNonAdmin,
  "muting/mute-state-table": muteStateTable,
};

export const RULES: Rule[] = Object.values(REGISTRY);
