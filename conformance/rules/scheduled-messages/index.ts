// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import createReturnsId from "./create-returns-id.ts";
import unknownChannel from "./unknown-channel.ts";
import unknownUser from "./unknown-user.ts";
import typeChannel from "./type-channel.ts";
import lengthLimits from "./length-limits.ts";

import everyType from "./every-type.ts";
import typeChannelRefusedBefore248 from "./type-channel-refused-before-248.ts";
import noEditParameter from "./no-edit-parameter.ts";
import topicRequiredForChannel from "./topic-required-for-channel.ts";
import readBySender from "./read-by-sender.ts";
import topicRequiredTypeChannel from "./topic-required-type-channel.ts";
import deepJsonAnswered from "./deep-json-answered.ts";
export const rules: Rule[] = [createReturnsId, unknownChannel, unknownUser, typeChannel, lengthLimits, everyType, typeChannelRefusedBefore248, noEditParameter, topicRequiredForChannel, readBySender, topicRequiredTypeChannel, deepJsonAnswered];
