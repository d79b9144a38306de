// DO NOT EDIT. Generated from openapi.yaml by `npm run generate` (scripts/generate.ts): the wire format of every operation, read by client/form.ts.
// Change openapi.yaml (or the Redocly decorators) and run `npm run generate`; CI fails when this file is stale.
import type { OperationWire } from "../client/wire-types.ts";

/** Keyed `METHOD /path` as openapi-fetch spells them. */
export const wireFormat: Record<string, OperationWire> = {
  "POST /scheduled_messages": {
    "operationId": "create-scheduled-message",
    "jsonQuery": [],
    "jsonBody": [
      "to",
      "scheduled_delivery_timestamp",
      "read_by_sender",
      "scheduled_message_id"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "GET /events": {
    "operationId": "get-events",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "DELETE /events": {
    "operationId": "delete-queue",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "POST /register": {
    "operationId": "register-queue",
    "jsonQuery": [],
    "jsonBody": [
      "event_types",
      "fetch_event_types",
      "apply_markdown",
      "client_gravatar",
      "include_subscribers",
      "all_public_streams",
      "slim_presence",
      "narrow",
      "client_capabilities"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "GET /streams": {
    "operationId": "get-streams",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "GET /streams/{stream_id}": {
    "operationId": "get-stream-by-id",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "PATCH /streams/{stream_id}": {
    "operationId": "update-stream",
    "jsonQuery": [],
    "jsonBody": [
      "is_private",
      "is_web_public",
      "history_public_to_subscribers",
      "is_default_stream",
      "stream_post_policy",
      "can_remove_subscribers_group",
      "is_announcement_only"
    ],
    "bodyEncodingChanges": {
      "description": [
        {
          "level": 64,
          "json": true
        }
      ],
      "new_name": [
        {
          "level": 64,
          "json": true
        }
      ]
    },
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {
      "can_remove_subscribers_group": {
        "from": "can_remove_subscribers_group_id",
        "at": 197
      }
    }
  },
  "GET /get_stream_id": {
    "operationId": "get-stream-id",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "GET /users": {
    "operationId": "get-users",
    "jsonQuery": [
      "user_ids"
    ],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "GET /users/me": {
    "operationId": "get-own-user",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "GET /users/{user_id}": {
    "operationId": "get-user",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "PATCH /users/{user_id}": {
    "operationId": "update-user",
    "jsonQuery": [],
    "jsonBody": [
      "role",
      "profile_data",
      "is_admin",
      "is_guest"
    ],
    "bodyEncodingChanges": {
      "full_name": [
        {
          "level": 106,
          "json": true
        }
      ]
    },
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "DELETE /users/{user_id}": {
    "operationId": "deactivate-user",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "GET /users/{email}": {
    "operationId": "get-user-by-email",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "POST /users/me/muted_users/{muted_user_id}": {
    "operationId": "mute-user",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "DELETE /users/me/muted_users/{muted_user_id}": {
    "operationId": "unmute-user",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "GET /users/me/subscriptions": {
    "operationId": "get-subscriptions",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "POST /users/me/subscriptions": {
    "operationId": "subscribe",
    "jsonQuery": [],
    "jsonBody": [
      "subscriptions",
      "principals",
      "invite_only",
      "is_web_public",
      "history_public_to_subscribers"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "DELETE /users/me/subscriptions": {
    "operationId": "unsubscribe",
    "jsonQuery": [],
    "jsonBody": [
      "subscriptions",
      "principals"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "POST /users/{user_id}/reactivate": {
    "operationId": "reactivate-user",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "GET /user_groups": {
    "operationId": "get-user-groups",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "POST /user_groups/create": {
    "operationId": "create-user-group",
    "jsonQuery": [],
    "jsonBody": [
      "members",
      "can_mention_group"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {
      "can_mention_group": {
        "from": "can_mention_group_id",
        "at": 198
      }
    }
  },
  "PATCH /user_groups/{user_group_id}": {
    "operationId": "update-user-group",
    "jsonQuery": [],
    "jsonBody": [
      "can_mention_group"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {
      "can_mention_group": {
        "from": "can_mention_group_id",
        "at": 198
      }
    }
  },
  "POST /invites": {
    "operationId": "send-invites",
    "jsonQuery": [],
    "jsonBody": [
      "invite_expires_in_minutes",
      "invite_expires_in_days",
      "invite_as",
      "stream_ids",
      "include_realm_default_subscriptions",
      "notify_referrer_on_join"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "GET /realm/profile_fields": {
    "operationId": "get-custom-profile-fields",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "POST /realm/profile_fields": {
    "operationId": "create-custom-profile-field",
    "jsonQuery": [],
    "jsonBody": [
      "field_type",
      "field_data",
      "display_in_profile_summary",
      "required"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "POST /realm/filters": {
    "operationId": "add-linkifier",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {
      "url_template": {
        "from": "url_format_string",
        "at": 176
      }
    }
  },
  "PATCH /realm/filters/{filter_id}": {
    "operationId": "update-linkifier",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {
      "url_template": {
        "from": "url_format_string",
        "at": 176
      }
    }
  },
  "GET /realm/linkifiers": {
    "operationId": "get-linkifiers",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "GET /drafts": {
    "operationId": "get-drafts",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "POST /drafts": {
    "operationId": "create-drafts",
    "jsonQuery": [],
    "jsonBody": [
      "drafts"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "PATCH /drafts/{draft_id}": {
    "operationId": "edit-draft",
    "jsonQuery": [],
    "jsonBody": [
      "draft"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "DELETE /drafts/{draft_id}": {
    "operationId": "delete-draft",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "GET /messages": {
    "operationId": "get-messages",
    "jsonQuery": [
      "narrow"
    ],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "POST /messages": {
    "operationId": "send-message",
    "jsonQuery": [],
    "jsonBody": [
      "to"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "GET /messages/{message_id}": {
    "operationId": "get-message",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "POST /mark_topic_as_read": {
    "operationId": "mark-topic-as-read",
    "jsonQuery": [],
    "jsonBody": [
      "stream_id"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "GET /attachments": {
    "operationId": "get-attachments",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "DELETE /attachments/{attachment_id}": {
    "operationId": "remove-attachment",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "POST /fetch_api_key": {
    "operationId": "fetch-api-key",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "POST /dev_fetch_api_key": {
    "operationId": "dev-fetch-api-key",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  },
  "GET /server_settings": {
    "operationId": "get-server-settings",
    "jsonQuery": [],
    "jsonBody": [],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [],
    "bodyRenames": {}
  },
  "PATCH /settings": {
    "operationId": "update-settings",
    "jsonQuery": [],
    "jsonBody": [
      "twenty_four_hour_time",
      "dense_mode",
      "high_contrast_mode",
      "color_scheme",
      "enable_sounds",
      "enable_desktop_notifications",
      "enable_offline_email_notifications",
      "enable_drafts_synchronization",
      "send_stream_typing_notifications"
    ],
    "bodyEncodingChanges": {},
    "bodyMediaTypes": [
      "application/x-www-form-urlencoded",
      "multipart/form-data"
    ],
    "bodyRenames": {}
  }
};
