// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import createReturnsId from "./create-returns-id.ts";
import unknownChannel from "./unknown-channel.ts";
import unknownUser from "./unknown-user.ts";
import typeChannel from "./type-channel.ts";
import lengthLimits from "./length-limits.ts";

export const rules: Rule[] = [createReturnsId, unknownChannel, unknownUser, typeChannel, lengthLimits];
