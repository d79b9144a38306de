// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import getUnknownId from "./get-unknown-id.ts";
import getInvisibleDirectMessage from "./get-invisible-direct-message.ts";
import applyMarkdown from "./apply-markdown.ts";
import rawContent from "./raw-content.ts";
import channelMessageFields from "./channel-message-fields.ts";
import directMessageFields from "./direct-message-fields.ts";
import markTopicAsRead from "./mark-topic-as-read.ts";
import markTopicAsReadUnknownChannel from "./mark-topic-as-read-unknown-channel.ts";

export const rules: Rule[] = [
  getUnknownId,
  getInvisibleDirectMessage,
  applyMarkdown,
  rawContent,
  channelMessageFields,
  directMessageFields,
  markTopicAsRead,
  markTopicAsReadUnknownChannel,
];
