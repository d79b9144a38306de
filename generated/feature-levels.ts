// DO NOT EDIT. Generated from openapi.yaml by `npm run generate` (scripts/generate.ts): feature levels of operations and fields, read by client/feature-level.ts.
// Change openapi.yaml (or the Redocly decorators) and run `npm run generate`; CI fails when this file is stale.
import type { OperationLevels } from "../client/wire-types.ts";

/** The newest feature level the spec describes. */
export const newestFeatureLevel = 267;

/** Keyed by operationId. */
export const operationLevels: Record<string, OperationLevels> = {
  "create-scheduled-message": {
    "method": "POST",
    "path": "/scheduled_messages",
    "added": 179,
    "fields": {
      "read_by_sender": {
        "added": 236
      },
      "scheduled_message_id": {
        "added": 179,
        "removed": 184
      }
    }
  },
  "get-events": {
    "method": "GET",
    "path": "/events",
    "fields": {}
  },
  "delete-queue": {
    "method": "DELETE",
    "path": "/events",
    "fields": {}
  },
  "register-queue": {
    "method": "POST",
    "path": "/register",
    "fields": {}
  },
  "get-streams": {
    "method": "GET",
    "path": "/streams",
    "fields": {}
  },
  "get-stream-by-id": {
    "method": "GET",
    "path": "/streams/{stream_id}",
    "fields": {}
  },
  "update-stream": {
    "method": "PATCH",
    "path": "/streams/{stream_id}",
    "fields": {
      "is_default_stream": {
        "added": 200
      },
      "stream_post_policy": {
        "added": 1
      },
      "message_retention_days": {
        "added": 17
      },
      "can_remove_subscribers_group": {
        "added": 161
      },
      "is_announcement_only": {
        "deprecated": 1
      }
    }
  },
  "get-stream-id": {
    "method": "GET",
    "path": "/get_stream_id",
    "fields": {}
  },
  "get-users": {
    "method": "GET",
    "path": "/users",
    "fields": {
      "user_ids": {
        "added": 201
      }
    }
  },
  "get-own-user": {
    "method": "GET",
    "path": "/users/me",
    "fields": {}
  },
  "get-user": {
    "method": "GET",
    "path": "/users/{user_id}",
    "fields": {}
  },
  "update-user": {
    "method": "PATCH",
    "path": "/users/{user_id}",
    "fields": {
      "role": {
        "added": 8
      },
      "is_admin": {
        "removed": 8
      },
      "is_guest": {
        "removed": 8
      }
    }
  },
  "deactivate-user": {
    "method": "DELETE",
    "path": "/users/{user_id}",
    "fields": {}
  },
  "get-user-by-email": {
    "method": "GET",
    "path": "/users/{email}",
    "fields": {}
  },
  "mute-user": {
    "method": "POST",
    "path": "/users/me/muted_users/{muted_user_id}",
    "added": 48,
    "fields": {}
  },
  "unmute-user": {
    "method": "DELETE",
    "path": "/users/me/muted_users/{muted_user_id}",
    "added": 48,
    "fields": {}
  },
  "get-subscriptions": {
    "method": "GET",
    "path": "/users/me/subscriptions",
    "fields": {}
  },
  "subscribe": {
    "method": "POST",
    "path": "/users/me/subscriptions",
    "fields": {}
  },
  "unsubscribe": {
    "method": "DELETE",
    "path": "/users/me/subscriptions",
    "fields": {}
  },
  "reactivate-user": {
    "method": "POST",
    "path": "/users/{user_id}/reactivate",
    "fields": {}
  },
  "get-user-groups": {
    "method": "GET",
    "path": "/user_groups",
    "fields": {}
  },
  "create-user-group": {
    "method": "POST",
    "path": "/user_groups/create",
    "fields": {
      "can_mention_group": {
        "added": 191
      }
    }
  },
  "update-user-group": {
    "method": "PATCH",
    "path": "/user_groups/{user_group_id}",
    "fields": {
      "can_mention_group": {
        "added": 191
      }
    }
  },
  "send-invites": {
    "method": "POST",
    "path": "/invites",
    "fields": {
      "invite_expires_in_minutes": {
        "added": 126
      },
      "invite_expires_in_days": {
        "added": 96,
        "removed": 126
      },
      "include_realm_default_subscriptions": {
        "added": 261
      },
      "notify_referrer_on_join": {
        "added": 267
      }
    }
  },
  "get-custom-profile-fields": {
    "method": "GET",
    "path": "/realm/profile_fields",
    "fields": {}
  },
  "create-custom-profile-field": {
    "method": "POST",
    "path": "/realm/profile_fields",
    "fields": {
      "display_in_profile_summary": {
        "added": 146
      },
      "required": {
        "added": 244
      }
    }
  },
  "add-linkifier": {
    "method": "POST",
    "path": "/realm/filters",
    "fields": {}
  },
  "update-linkifier": {
    "method": "PATCH",
    "path": "/realm/filters/{filter_id}",
    "added": 57,
    "fields": {}
  },
  "get-linkifiers": {
    "method": "GET",
    "path": "/realm/linkifiers",
    "fields": {}
  },
  "get-drafts": {
    "method": "GET",
    "path": "/drafts",
    "fields": {}
  },
  "create-drafts": {
    "method": "POST",
    "path": "/drafts",
    "fields": {}
  },
  "edit-draft": {
    "method": "PATCH",
    "path": "/drafts/{draft_id}",
    "fields": {}
  },
  "delete-draft": {
    "method": "DELETE",
    "path": "/drafts/{draft_id}",
    "fields": {}
  },
  "get-messages": {
    "method": "GET",
    "path": "/messages",
    "fields": {}
  },
  "send-message": {
    "method": "POST",
    "path": "/messages",
    "fields": {}
  },
  "get-message": {
    "method": "GET",
    "path": "/messages/{message_id}",
    "fields": {
      "apply_markdown": {
        "added": 120
      }
    }
  },
  "mark-topic-as-read": {
    "method": "POST",
    "path": "/mark_topic_as_read",
    "fields": {}
  },
  "get-attachments": {
    "method": "GET",
    "path": "/attachments",
    "fields": {}
  },
  "remove-attachment": {
    "method": "DELETE",
    "path": "/attachments/{attachment_id}",
    "fields": {}
  },
  "fetch-api-key": {
    "method": "POST",
    "path": "/fetch_api_key",
    "fields": {}
  },
  "dev-fetch-api-key": {
    "method": "POST",
    "path": "/dev_fetch_api_key",
    "fields": {}
  },
  "get-server-settings": {
    "method": "GET",
    "path": "/server_settings",
    "fields": {}
  },
  "update-settings": {
    "method": "PATCH",
    "path": "/settings",
    "fields": {}
  }
};
