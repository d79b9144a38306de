// The rules of this area, in catalogue order. registry.ts builds the registry map from every area's list.
import type { Rule } from "../types.ts";
import topicLinksTemplateOperators from "./topic-links-template-operators.ts";
import getUnknownId from "./get-unknown-id.ts";
import getInvisibleDirectMessage from "./get-invisible-direct-message.ts";
import applyMarkdown from "./apply-markdown.ts";
import rawContent from "./raw-content.ts";
import channelMessageFields from "./channel-message-fields.ts";
import directMessageFields from "./direct-message-fields.ts";
import markTopicAsRead from "./mark-topic-as-read.ts";
import markTopicAsReadUnknownChannel from "./mark-topic-as-read-unknown-channel.ts";

import neverEditedNoEditFields from "./never-edited-no-edit-fields.ts";
import editHistoryEntries from "./edit-history-entries.ts";
import isMeMessage from "./is-me-message.ts";
import wildcardMentionedFlag from "./wildcard-mentioned-flag.ts";
import recipientId from "./recipient-id.ts";
import senderFields from "./sender-fields.ts";
import avatarUrlNullOnlyWithGravatar from "./avatar-url-null-only-with-gravatar.ts";
import markTopicAsReadOnlyThatTopic from "./mark-topic-as-read-only-that-topic.ts";
import topicLinks from "./topic-links.ts";
import reactionsShape from "./reactions-shape.ts";
import lengthLimits from "./length-limits.ts";
import messageIds from "./message-ids.ts";
import messageObjectShape from "./message-object-shape.ts";
import renderedContentKeepsText from "./rendered-content-keeps-text.ts";
import anyUserCanPost from "./any-user-can-post.ts";
import postPolicyRefusesGuests from "./post-policy-refuses-guests.ts";
import contentMarkdownRendered from "./content-markdown-rendered.ts";
export const rules: Rule[] = [
  getUnknownId,
  getInvisibleDirectMessage,
  applyMarkdown,
  rawContent,
  channelMessageFields,
  directMessageFields,
  markTopicAsRead,
  markTopicAsReadUnknownChannel,
  neverEditedNoEditFields,
  editHistoryEntries,
  isMeMessage,
  wildcardMentionedFlag,
  recipientId,
  senderFields,
  avatarUrlNullOnlyWithGravatar,
  markTopicAsReadOnlyThatTopic,
  topicLinks,
  reactionsShape,
  lengthLimits,
  messageIds,
  messageObjectShape,
  renderedContentKeepsText,
  anyUserCanPost,
  postPolicyRefusesGuests,
  contentMarkdownRendered,
  topicLinksTemplateOperators,
];
