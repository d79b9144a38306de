// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import getStreamUnknownId from "./get-stream-unknown-id.ts";
import includeAllActiveNonAdmin from "./include-all-active-non-admin.ts";
import listFlagCombinations from "./list-flag-combinations.ts";

export const rules: Rule[] = [getStreamUnknownId, includeAllActiveNonAdmin, listFlagCombinations];
