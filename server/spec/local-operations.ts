// Operations the server implements, described in the same shape lib/spec's listOperations() returns.
// Used (1) as a stand-in until the shared spec lands and (2) for beyond-seed helpers the spec does not
// describe (e.g. PATCH /settings, the trigger of user_settings events). Spec operations always win:
// see spec/index.ts.
import type { JsonSchema, SpecBodyField, SpecOperation, SpecParameter } from "./types.ts";

const S: JsonSchema = { type: "string" };
const I: JsonSchema = { type: "integer" };
const B: JsonSchema = { type: "boolean" };
const arr = (items: JsonSchema): JsonSchema => ({ type: "array", items });
const withDefault = (schema: JsonSchema, d: unknown): JsonSchema => ({ ...schema, default: d });
const isString = (schema: JsonSchema) => schema.type === "string";

function q(name: string, schema: JsonSchema, required = false): SpecParameter {
  return { name, in: "query", required, schema, jsonEncoded: !isString(schema) };
}
function p(name: string, schema: JsonSchema): SpecParameter {
  return { name, in: "path", required: true, schema, jsonEncoded: false };
}
function f(name: string, schema: JsonSchema, required = false): SpecBodyField {
  return { name, required, schema, jsonEncoded: !isString(schema) };
}
function op(
  method: string,
  path: string,
  operationId: string,
  parameters: SpecParameter[] = [],
  fields: SpecBodyField[] | null = null,
): SpecOperation {
  return { method, path, operationId, operation: {}, parameters, body: fields ? { fields } : null };
}

const groupSetting: JsonSchema = {
  oneOf: [
    I,
    {
      type: "object",
      properties: { direct_members: arr(I), direct_subgroups: arr(I) },
      required: ["direct_members", "direct_subgroups"],
      additionalProperties: false,
    },
  ],
};
const draft: JsonSchema = {
  type: "object",
  properties: {
    id: I,
    type: { type: "string", enum: ["", "stream", "private"] },
    to: arr(I),
    topic: S,
    content: S,
    timestamp: I,
  },
  required: ["type", "to", "topic", "content"],
};
const userQuery = [q("client_gravatar", withDefault(B, true)), q("include_custom_profile_fields", withDefault(B, false))];
const subscriptionsToAdd = arr({
  type: "object",
  properties: { name: S, description: S },
  required: ["name"],
});

export const LOCAL_OPERATIONS: SpecOperation[] = [
  op("post", "/scheduled_messages", "create-scheduled-message", [], [
    f("type", { type: "string", enum: ["direct", "channel", "stream", "private"] }, true),
    f("to", { oneOf: [I, arr(I)] }, true),
    f("content", S, true),
    f("topic", S),
    f("scheduled_delivery_timestamp", I, true),
    f("read_by_sender", B),
  ]),
  op("get", "/events", "get-events", [q("queue_id", S), q("last_event_id", I), q("dont_block", withDefault(B, false))]),
  op("delete", "/events", "delete-queue", [q("queue_id", S, true)]),
  op("post", "/register", "register-queue", [], [
    f("apply_markdown", withDefault(B, false)),
    f("client_gravatar", withDefault(B, true)),
    f("include_subscribers", withDefault(B, false)),
    f("slim_presence", withDefault(B, false)),
    f("all_public_streams", withDefault(B, false)),
    f("event_types", arr(S)),
    f("fetch_event_types", arr(S)),
    f("client_capabilities", { type: "object" }),
    f("narrow", arr({})),
  ]),
  op("get", "/streams", "get-streams", [
    q("include_public", withDefault(B, true)),
    q("include_web_public", withDefault(B, false)),
    q("include_subscribed", withDefault(B, true)),
    q("include_all_active", withDefault(B, false)),
    q("include_default", withDefault(B, false)),
    q("include_owner_subscribed", withDefault(B, false)),
  ]),
  op("get", "/streams/{stream_id}", "get-stream-by-id", [p("stream_id", I)]),
  op("patch", "/streams/{stream_id}", "update-stream", [p("stream_id", I)], [
    f("description", S),
    f("new_name", S),
    f("is_private", B),
    f("is_web_public", B),
    f("history_public_to_subscribers", B),
    f("is_default_stream", B),
    f("stream_post_policy", { type: "integer", enum: [1, 2, 3, 4] }),
    f("message_retention_days", { oneOf: [S, I] }),
    f("can_remove_subscribers_group", I),
    f("is_announcement_only", B),
  ]),
  op("get", "/users/me", "get-own-user"),
  op("get", "/users/{user_id}", "get-user", [p("user_id", I), ...userQuery]),
  op("get", "/users/{email}", "get-user-by-email", [p("email", S), ...userQuery]),
  op("patch", "/users/{user_id}", "update-user", [p("user_id", I)], [
    f("full_name", S),
    f("role", { type: "integer", enum: [100, 200, 300, 400, 600] }),
    f("profile_data", arr({ type: "object", properties: { id: I, value: {} }, required: ["id"] })),
  ]),
  op("delete", "/users/{user_id}", "deactivate-user", [p("user_id", I)], []),
  op("post", "/users/{user_id}/reactivate", "reactivate-user", [p("user_id", I)], []),
  op("post", "/users/me/muted_users/{muted_user_id}", "mute-user", [p("muted_user_id", I)], []),
  op("delete", "/users/me/muted_users/{muted_user_id}", "unmute-user", [p("muted_user_id", I)], []),
  op("post", "/users/me/subscriptions", "subscribe", [], [
    f("subscriptions", subscriptionsToAdd, true),
    f("principals", arr({ oneOf: [S, I] })),
    f("invite_only", withDefault(B, false)),
    f("is_web_public", withDefault(B, false)),
    f("history_public_to_subscribers", B),
  ]),
  op("delete", "/users/me/subscriptions", "unsubscribe", [], [
    f("subscriptions", arr(S), true),
    f("principals", arr({ oneOf: [S, I] })),
  ]),
  op("patch", "/settings", "update-settings", [], [
    f("full_name", S),
    f("twenty_four_hour_time", B),
    f("dense_mode", B),
    f("high_contrast_mode", B),
    f("color_scheme", { type: "integer", enum: [1, 2, 3] }),
    f("default_language", S),
    f("timezone", S),
    f("enable_sounds", B),
    f("enable_desktop_notifications", B),
    f("enable_offline_email_notifications", B),
    f("enable_drafts_synchronization", B),
    f("send_stream_typing_notifications", B),
  ]),
  op("get", "/user_groups", "get-user-groups"),
  op("post", "/user_groups/create", "create-user-group", [], [
    f("name", S, true),
    f("description", S, true),
    f("members", arr(I), true),
    f("can_mention_group", groupSetting),
  ]),
  op("patch", "/user_groups/{user_group_id}", "update-user-group", [p("user_group_id", I)], [
    f("name", S),
    f("description", S),
    f("can_mention_group", {
      type: "object",
      properties: { new: groupSetting, old: groupSetting },
      required: ["new"],
      additionalProperties: false,
    }),
  ]),
  op("post", "/invites", "send-invites", [], [
    f("invitee_emails", S, true),
    f("invite_expires_in_minutes", { type: ["integer", "null"] }),
    f("invite_as", withDefault({ type: "integer", enum: [100, 200, 300, 400, 600] }, 400)),
    f("stream_ids", arr(I), true),
    f("include_realm_default_subscriptions", withDefault(B, false)),
    f("notify_referrer_on_join", withDefault(B, true)),
  ]),
  op("post", "/realm/profile_fields", "create-custom-profile-field", [], [
    f("name", S),
    f("hint", S),
    f("field_type", I, true),
    f("field_data", { type: "object" }),
    f("display_in_profile_summary", B),
    f("required", B),
  ]),
  op("get", "/realm/linkifiers", "get-linkifiers"),
  op("patch", "/realm/filters/{filter_id}", "update-linkifier", [p("filter_id", I)], [
    f("pattern", S, true),
    f("url_template", S, true),
  ]),
  op("get", "/drafts", "get-drafts"),
  op("post", "/drafts", "create-drafts", [], [f("drafts", arr(draft))]),
  op("patch", "/drafts/{draft_id}", "edit-draft", [p("draft_id", I)], [f("draft", draft, true)]),
  op("delete", "/drafts/{draft_id}", "delete-draft", [p("draft_id", I)], []),
  op("get", "/messages/{message_id}", "get-message", [p("message_id", I), q("apply_markdown", withDefault(B, true))]),
  op("post", "/messages", "send-message", [], [
    f("type", { type: "string", enum: ["direct", "channel", "stream", "private"] }, true),
    f("to", { oneOf: [S, I, arr(I), arr(S)] }, true),
    f("content", S, true),
    f("topic", S),
    f("queue_id", S),
    f("local_id", S),
  ]),
  op("post", "/mark_topic_as_read", "mark-topic-as-read", [], [f("stream_id", I, true), f("topic_name", S, true)]),
  op("get", "/attachments", "get-attachments"),
  op("delete", "/attachments/{attachment_id}", "remove-attachment", [p("attachment_id", I)], []),
  op("post", "/fetch_api_key", "fetch-api-key", [], [f("username", S, true), f("password", S, true)]),
  op("post", "/dev_fetch_api_key", "dev-fetch-api-key", [], [f("username", S, true)]),
  op("get", "/server_settings", "get-server-settings"),
];
