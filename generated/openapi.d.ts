// DO NOT EDIT. Generated from openapi.yaml by `npm run generate` (scripts/generate.ts): TypeScript types of the spec (openapi-typescript).
// Change openapi.yaml (or the Redocly decorators) and run `npm run generate`; CI fails when this file is stale.

export interface paths {
    "/scheduled_messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a scheduled message
         * @description Schedules a message for later delivery. The `scheduled_message_id` returned differs from the ID the message
         *     gets when it is sent. Editing a scheduled message is a separate endpoint.
         *
         *     **Changes**: New in feature level 179. At feature level 184: editing moved to a separate endpoint; this endpoint no longer takes scheduled_message_id.
         */
        post: operations["create-scheduled-message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get events from a queue
         * @description Receives events from an event queue registered earlier (POST /register). Without `dont_block`, the request
         *     blocks until an event is available or a few minutes pass, then a heartbeat event is sent. Clients use
         *     `event_queue_longpoll_timeout_seconds` from the register endpoint as their HTTP timeout; it is guaranteed to
         *     be higher than the heartbeat frequency.
         */
        get: operations["get-events"];
        put?: never;
        post?: never;
        /**
         * Delete an event queue
         * @description Deletes an event queue (as Zulip has it).
         */
        delete: operations["delete-queue"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an event queue
         * @description Registers an event queue and returns the initial state. The specification shows only the fields it relies
         *     on: the queue, the last event ID, the long-poll timeout and the four length limits; the rest of the shape
         *     is not shown.
         */
        post: operations["register-queue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get all channels
         * @description All channels the user can access, as selected by the `include_*` flags.
         */
        get: operations["get-streams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streams/{stream_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a channel by ID
         * @description A channel object, without `is_default`.
         */
        get: operations["get-stream-by-id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a channel
         * @description Administrators may edit any channel property; changing a private channel's permissions requires the
         *     administrator to be subscribed to it.
         */
        patch: operations["update-stream"];
        trace?: never;
    };
    "/get_stream_id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a channel's ID by its name
         * @description Looks a channel up by name and answers its ID (as Zulip has it). Zulip's clients call it to turn a channel
         *     name a user typed into the ID the other endpoints take.
         */
        get: operations["get-stream-id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get all users
         * @description Every user of the organization, people and bots, active and deactivated (as Zulip has it), or only the
         *     users named by `user_ids`.
         */
        get: operations["get-users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the own user
         * @description The requester's own user, flat.
         */
        get: operations["get-own-user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user by ID
         * @description A user by ID (preferred over the email, which may change).
         */
        get: operations["get-user"];
        put?: never;
        post?: never;
        /**
         * Deactivate a user
         * @description Deactivates a user (as Zulip has it).
         */
        delete: operations["deactivate-user"];
        options?: never;
        head?: never;
        /**
         * Update a user
         * @description Administrators update another user's name, role or custom profile data. Only owners can add or remove the
         *     owner role, and the owner role cannot be removed from the only owner.
         */
        patch: operations["update-user"];
        trace?: never;
    };
    "/users/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user by email
         * @description A user by API email address. Fetching by ID is preferred because the email may change.
         */
        get: operations["get-user-by-email"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/muted_users/{muted_user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mute a user
         * @description Mutes a user for the requester. All existing messages from the muted user are marked read (clearing related
         *     push notifications); future messages from them are marked read for the requester.
         *
         *     **Changes**: New in feature level 48. At feature level 188: bots can be muted; before, muting a bot was an error.
         */
        post: operations["mute-user"];
        /**
         * Unmute a user
         * @description Unmutes a user (as Zulip has it).
         *
         *     **Changes**: New in feature level 48.
         */
        delete: operations["unmute-user"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the own subscriptions
         * @description The channels the requester is subscribed to, with the requester's subscription settings (as Zulip has it).
         */
        get: operations["get-subscriptions"];
        put?: never;
        /**
         * Subscribe to channels
         * @description Subscribes users to channels, creating channels that do not exist (as Zulip has it).
         */
        post: operations["subscribe"];
        /**
         * Unsubscribe from channels
         * @description Unsubscribes users from channels (as Zulip has it).
         */
        delete: operations["unsubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{user_id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a user
         * @description Reactivates a deactivated user (as Zulip has it).
         */
        post: operations["reactivate-user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get user groups
         * @description All user groups of the organization. Members and administrators only; bots and guests cannot call it.
         */
        get: operations["get-user-groups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_groups/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a user group
         * @description Creates a user group. The seed does not say who may create one beyond an authenticated user; Zulip allows
         *     members and administrators, not guests or bots (the permission rule below, unspecified by the seed).
         */
        post: operations["create-user-group"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_groups/{user_group_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a user group
         * @description Updates a user group. System groups cannot be modified. The seed does not say who may update a group beyond an
         *     authenticated user; Zulip allows members and administrators, not guests or bots (the permission rule below,
         *     unspecified by the seed).
         */
        patch: operations["update-user-group"];
        trace?: never;
    };
    "/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send invitations
         * @description Invites new users by email. Callers may only invite to roles equally or more restricted than their own.
         */
        post: operations["send-invites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/realm/profile_fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get custom profile fields
         * @description The organization's custom profile fields (as Zulip has it).
         */
        get: operations["get-custom-profile-fields"];
        put?: never;
        /** Create a custom profile field */
        post: operations["create-custom-profile-field"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/realm/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a linkifier
         * @description Adds a linkifier to the organization (as Zulip has it); administrators only. The answer carries the new
         *     linkifier's ID, which PATCH /realm/filters/{filter_id} takes.
         */
        post: operations["add-linkifier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/realm/filters/{filter_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a linkifier
         * @description **Changes**: New in feature level 57.
         */
        patch: operations["update-linkifier"];
        trace?: never;
    };
    "/realm/linkifiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get linkifiers
         * @description The organization's linkifiers (as Zulip has it).
         */
        get: operations["get-linkifiers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get drafts
         * @description The user's drafts (as Zulip has it).
         */
        get: operations["get-drafts"];
        put?: never;
        /**
         * Create drafts
         * @description Creates drafts; they are synchronized to the user's other clients by drafts events.
         */
        post: operations["create-drafts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/drafts/{draft_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a draft
         * @description Deletes a draft (as Zulip has it).
         */
        delete: operations["delete-draft"];
        options?: never;
        head?: never;
        /**
         * Edit a draft
         * @description Replaces a draft (as Zulip has it).
         */
        patch: operations["edit-draft"];
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get messages
         * @description A window of the messages the requester can read, optionally restricted by a narrow, around an anchor
         *     (as Zulip has it): up to `num_before` messages before the anchor and `num_after` after it, oldest first.
         */
        get: operations["get-messages"];
        put?: never;
        /**
         * Send a message
         * @description Sends a message (as Zulip has it).
         */
        post: operations["send-message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{message_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a single message */
        get: operations["get-message"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mark_topic_as_read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a topic as read
         * @deprecated
         * @description Marks all unread messages in the topic as read. Deprecated in favor of the endpoint that updates personal
         *     message flags for a narrow (whose shape is not shown).
         */
        post: operations["mark-topic-as-read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get attachments
         * @description The user's uploaded files (as Zulip has it).
         */
        get: operations["get-attachments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attachments/{attachment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an attachment
         * @description Deletes an uploaded file. Files referenced by messages are deleted automatically when the last message
         *     linking them is deleted; unused files are deleted automatically a few weeks after upload.
         */
        delete: operations["remove-attachment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fetch_api_key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetch an API key (production)
         * @description Returns the API key of the user with these credentials. Useful only when email/password or LDAP
         *     authentication is enabled.
         */
        post: operations["fetch-api-key"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev_fetch_api_key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetch an API key (development only)
         * @description Development servers only: returns the API key of any user, without authentication. Always errors on
         *     production servers.
         */
        post: operations["dev-fetch-api-key"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/server_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get server settings
         * @description Server and organization settings, including the enabled authentication methods. No authentication.
         */
        get: operations["get-server-settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the own user's settings
         * @description Changes the requester's settings (as Zulip has it); the trigger of user_settings events.
         */
        patch: operations["update-settings"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The success envelope every JSON response carries. Newer servers may add fields. */
        JsonSuccess: {
            /** @constant */
            result: "success";
            /**
             * @description Always empty on success.
             * @constant
             */
            msg: "";
            /**
             * @description The request parameters the endpoint does not support, when the request carried any.
             *
             *     **Changes**: New in feature level 167.
             */
            ignored_parameters_unsupported?: string[];
        };
        /** @description The error envelope every error response carries, plus the code's extra fields. */
        JsonErrorBase: {
            /** @constant */
            result: "error";
            /** @description A human-readable description of the error. */
            msg: string;
            /** @description A machine-readable error code. */
            code: string;
        };
        /** @description General invalid request. */
        BadRequestError: components["schemas"]["JsonErrorBase"] & {
            /** @constant */
            code?: "BAD_REQUEST";
        };
        /** @description A scheduled message targets a nonexistent channel. */
        StreamDoesNotExistError: components["schemas"]["JsonErrorBase"] & {
            /** @constant */
            code?: "STREAM_DOES_NOT_EXIST";
            /** @description The channel ID that does not exist. */
            stream_id: number;
        };
        /**
         * @description Some invitees already have accounts. Invitations still go to the others, in which case `sent_invitations`
         *     is true.
         */
        InvitationFailedError: components["schemas"]["JsonErrorBase"] & {
            /** @constant */
            code?: "INVITATION_FAILED";
            /** @description One triple per failed invitee. */
            errors: [
                string,
                string,
                boolean
            ][];
            /** @description Whether invitations went to the other invitees. */
            sent_invitations: boolean;
            license_limit_reached: boolean;
            daily_limit_reached: boolean;
        };
        /** @description Too many requests (HTTP 429); wait `retry-after` seconds before trying again. */
        RateLimitError: components["schemas"]["JsonErrorBase"] & {
            /** @constant */
            code?: "RATE_LIMIT_HIT";
            /** @description How many seconds the client must wait before trying again (may have a fractional part). */
            "retry-after": number;
        };
        /** @description Not logged in: API authentication or user session required. */
        UnauthorizedError: components["schemas"]["JsonErrorBase"] & {
            /** @constant */
            code?: "UNAUTHORIZED";
        };
        /**
         * @description Any other error code. The seed does not show the complete list of error codes, so other codes carry the
         *     common envelope only.
         */
        OtherError: components["schemas"]["JsonErrorBase"] & {
            code?: string;
        };
        /** @description An error envelope with the code-specific extra fields of the codes the seed shows. */
        ErrorResponse: components["schemas"]["BadRequestError"] | components["schemas"]["StreamDoesNotExistError"] | components["schemas"]["InvitationFailedError"] | components["schemas"]["UnauthorizedError"] | components["schemas"]["OtherError"];
        /** @description A UNIX timestamp, in UTC seconds. */
        UnixTimestamp: number;
        /**
         * @description A role code: 100 organization owner, 200 organization administrator, 300 organization moderator, 400 member, 600 guest.
         *
         *     **Changes**: Value `300` new in feature level 60.
         * @enum {integer}
         */
        Role: 100 | 200 | 300 | 400 | 600;
        /**
         * @description A group-setting value: either the integer ID of a user group, or an object naming the direct members and
         *     direct subgroups.
         *
         *     **Changes**: At feature level 258: the object form was added; before, only the integer form existed.
         */
        GroupSettingValue: number | {
            /** @description User IDs. */
            direct_members: number[];
            /** @description User group IDs. */
            direct_subgroups: number[];
        };
        /** @description Maps the integer ID of a custom profile field (as a JSON object key) to the user's value for that field. */
        ProfileData: {
            [key: string]: {
                value: string;
                /** @description The value rendered as HTML; only for field types that render Markdown. */
                rendered_value?: string;
            };
        };
        /** @description A channel (also called a stream); `stream_id` names it. Newer servers add fields. */
        Channel: {
            /** @description The unique ID of the channel. */
            stream_id: number;
            /** @description The name of the channel. */
            name: string;
            /** @description The description in text/markdown. */
            description: string;
            /** @description The description rendered as HTML. */
            rendered_description: string;
            /** @description When the channel was created. */
            date_created: components["schemas"]["UnixTimestamp"];
            /**
             * @description The user who created the channel; null when no creator is recorded (old channels, imported or
             *     command-created channels).
             *
             *     **Changes**: New in feature level 254.
             */
            creator_id: number | null;
            /** @description True for a private channel. */
            invite_only: boolean;
            /** @description Whether unauthenticated web access to the history is allowed. */
            is_web_public: boolean;
            /**
             * @description Who may post: 1 any user, 2 only administrators, 3 only full members, 4 only moderators.
             *
             *     **Changes**: New in feature level 1.
             * @enum {integer}
             */
            stream_post_policy: 1 | 2 | 3 | 4;
            /**
             * @description Days before messages are deleted automatically; null means the organization setting applies; -1 means
             *     messages are retained forever.
             *
             *     **Changes**: New in feature level 17.
             */
            message_retention_days: number | null;
            /**
             * @description Whether the history is public to subscribers. Always true for public channels today, but clients must
             *     not assume it.
             */
            history_public_to_subscribers: boolean;
            /** @description The ID of the first message of the channel; null when the channel has no history. */
            first_message_id: number | null;
            /**
             * @deprecated
             * @description Deprecated; replaced by `stream_post_policy`.
             *
             *     **Changes**: Deprecated at feature level 1.
             */
            is_announcement_only: boolean;
            /**
             * @description The ID of the user group whose members may unsubscribe others from the channel.
             *
             *     **Changes**: New in feature level 142. Renamed from `can_remove_subscribers_group_id` at feature level 197.
             */
            can_remove_subscribers_group: number;
            /** @description Estimated messages per week, rounded to an integer; null when no estimate is given. */
            stream_weekly_traffic: number | null;
        };
        /** @description A channel as GET /streams lists it. */
        ListedChannel: components["schemas"]["Channel"] & {
            /** @description Whether the channel is a default channel for new users. Present only when `include_default` is true. */
            is_default?: boolean;
        };
        /**
         * @description A channel-subscription entry as subscription events carry it: the channel's fields plus the user's
         *     subscription properties. Which fields an entry carries for each `op` is not shown.
         */
        Subscription: {
            stream_id: number;
            name?: string;
            /** @description User IDs of the subscribers; only if `include_subscribers` is true. */
            subscribers?: number[];
            /** @description Null means the user-level default applies. */
            desktop_notifications?: boolean | null;
            /** @description Null means the user-level default applies. */
            email_notifications?: boolean | null;
            /** @description Null means the user-level default applies. */
            wildcard_mentions_notify?: boolean | null;
            /** @description Null means the user-level default applies. */
            push_notifications?: boolean | null;
            /** @description Null means the user-level default applies. */
            audible_notifications?: boolean | null;
            pin_to_top?: boolean;
            is_muted?: boolean;
            /**
             * @deprecated
             * @description Deprecated legacy inverse of `is_muted`.
             */
            in_home_view?: boolean;
            /** @description The user's personal color for the channel. */
            color?: string;
            /**
             * @description The channel's email address. Subscription entries no longer carry it.
             *
             *     **Changes**: Removed at feature level 226.
             */
            email_address?: string;
            /**
             * @description The user's role in the channel. Subscription entries no longer carry it.
             *
             *     **Changes**: Removed at feature level 133.
             */
            role?: number;
        };
        /** @description A user (a person or a bot). Newer servers add fields. */
        User: {
            /** @description The unique ID of the user. */
            user_id: number;
            /**
             * @description The real email address; null if the requester cannot access it; for bots always the real address.
             *
             *     **Changes**: At feature level 163: always present (null when the requester cannot access it); before, present only when the requester could access it.
             */
            delivery_email: string | null;
            /** @description The API email address; a fake address usable only for the API if the requester may not see the real one. */
            email: string;
            /** @description The display name. */
            full_name: string;
            /** @description The account creation time, as ISO 8601 text. */
            date_joined: string;
            /** @description False when the user is deactivated. */
            is_active: boolean;
            /**
             * @description Whether the user is an organization owner; if true, `is_admin` is also true.
             *
             *     **Changes**: New in feature level 8.
             */
            is_owner: boolean;
            /** @description Whether the user is an organization administrator. */
            is_admin: boolean;
            /** @description Whether the user is a guest. */
            is_guest: boolean;
            /**
             * @description Whether the user is a billing administrator.
             *
             *     **Changes**: New in feature level 73.
             */
            is_billing_admin: boolean;
            /** @description Whether the user is a bot (rather than a full account). */
            is_bot: boolean;
            /**
             * @description Null for non-bots; 1 generic, 2 incoming webhook, 3 outgoing webhook, 4 embedded.
             * @enum {integer|null}
             */
            bot_type: 1 | 2 | 3 | 4 | null;
            /**
             * @description The owner of a bot; null for legacy bots without an owner.
             *
             *     **Changes**: Renamed from `bot_owner` at feature level 1.
             */
            bot_owner_id?: number | null;
            role: components["schemas"]["Role"];
            /** @description The time zone name; may be empty. */
            timezone: string;
            /**
             * @description The avatar URL; null when `client_gravatar` is true, the requester can see the user's real email and the
             *     avatar is hosted by the gravatar provider; may be absent when the client has the
             *     `user_avatar_url_field_optional` capability. A client declares capabilities when it registers an event
             *     queue (POST /register `client_capabilities`), which the get-user endpoints do not take: their user objects
             *     always carry it. Where a user object reaches a client that declared the capability (the register
             *     response's initial state, events), it may be absent.
             */
            avatar_url: string | null;
            /** @description A cache-busting version of the avatar. */
            avatar_version: number;
            /** @description Present only when `is_bot` is false (and custom profile fields were requested). */
            profile_data?: components["schemas"]["ProfileData"];
        };
        /** @description The requester's own user, flat (no `user` wrapper). Newer servers add fields. */
        OwnUser: {
            avatar_url: string;
            avatar_version: number;
            email: string;
            full_name: string;
            is_admin: boolean;
            /** @description **Changes**: New in feature level 8. */
            is_owner: boolean;
            /** @description **Changes**: New in feature level 73. */
            is_billing_admin: boolean;
            role: components["schemas"]["Role"];
            is_guest: boolean;
            is_bot: boolean;
            is_active: boolean;
            timezone: string;
            date_joined: string;
            /**
             * @deprecated
             * @description Deprecated.
             */
            max_message_id: number;
            user_id: number;
            /**
             * @description The real email address; always present.
             *
             *     **Changes**: At feature level 163: always present (email_address_visibility became a user setting).
             */
            delivery_email: string;
            /** @description Present only when `is_bot` is false. */
            profile_data?: components["schemas"]["ProfileData"];
        };
        Reaction: {
            emoji_name: string;
            /** @description The emoji code, in the namespace of its `reaction_type`. */
            emoji_code: string;
            /** @enum {string} */
            reaction_type: "unicode_emoji" | "realm_emoji" | "service_extra_emoji";
            user_id: number;
            /**
             * @deprecated
             * @description Deprecated; the user ID is in field `id`.
             */
            user?: {
                id: number;
            };
        };
        Submessage: {
            msg_type: string;
            content: string;
            message_id: number;
            sender_id: number;
            id: number;
        };
        EditHistoryEntry: {
            /** @description Null only for edits before March 2017. */
            user_id: number | null;
            timestamp: components["schemas"]["UnixTimestamp"];
            /** @description Present only when the content was edited. */
            prev_content?: string;
            /** @description Present only when the content was edited. */
            prev_rendered_content?: string;
            /** @description Present only when the content was edited. */
            prev_rendered_content_version?: number;
            /** @description Present only when the channel was changed. */
            prev_stream?: number;
            /** @description Present only when the channel was changed. */
            stream?: number;
            /** @description Present only when the topic was edited. */
            prev_topic?: string;
            /** @description Present only when the topic was edited. */
            topic?: string;
        };
        RecipientUser: {
            email: string;
            full_name: string;
            id: number;
            is_mirror_dummy: boolean;
        };
        MessageBase: {
            /** @description The unique message ID; messages are displayed sorted by ID. */
            id: number;
            /** @enum {string} */
            type: "stream" | "private";
            /** @description The body, HTML or raw Markdown depending on `apply_markdown`. */
            content: string;
            /**
             * @description `text/html` or `text/x-markdown`, according to `apply_markdown`.
             * @enum {string}
             */
            content_type: "text/html" | "text/x-markdown";
            timestamp: components["schemas"]["UnixTimestamp"];
            /** @description The topic; always the empty string for direct messages. */
            subject: string;
            /** @description The channel name, or the recipient users. */
            display_recipient: string | components["schemas"]["RecipientUser"][];
            /** @description The ID of the set of recipients. */
            recipient_id: number;
            sender_id: number;
            sender_email: string;
            sender_full_name: string;
            /** @description The realm identifier, unique within a server. */
            sender_realm_str: string;
            /** @description Null only when the requester can see the sender's real email and `client_gravatar` was true. */
            avatar_url: string | null;
            /** @description The name of the client that sent the message. */
            client: string;
            /** @description Whether it is a /me status message. */
            is_me_message: boolean;
            /** @description The requester's flags for the message. */
            flags: string[];
            reactions: components["schemas"]["Reaction"][];
            submessages: components["schemas"]["Submessage"][];
            /** @description Links generated by linkifiers matching the topic. */
            topic_links: Record<string, never>[];
            /** @description Absent if the message was never edited. */
            last_edit_timestamp?: components["schemas"]["UnixTimestamp"];
            /** @description Newest first; absent if never edited or if the organization disabled viewing it. */
            edit_history?: components["schemas"]["EditHistoryEntry"][];
        };
        /** @description A message sent to a channel. */
        ChannelMessage: components["schemas"]["MessageBase"] & {
            /** @constant */
            type?: "stream";
            /** @description The channel of the message. */
            stream_id: number;
            /** @description The channel name. */
            display_recipient?: string;
        };
        /** @description A direct message. */
        DirectMessage: components["schemas"]["MessageBase"] & {
            /** @constant */
            type?: "private";
            /** @constant */
            subject?: "";
            display_recipient?: components["schemas"]["RecipientUser"][];
        };
        Message: components["schemas"]["ChannelMessage"] | components["schemas"]["DirectMessage"];
        /** @description A custom profile field as GET /realm/profile_fields, POST /register and its events show it (as Zulip has it). */
        CustomProfileField: {
            id: number;
            name?: string;
            hint?: string;
            /** @description The field type (`field_type` at creation). */
            type: number;
            /** @description The field data, JSON-encoded. */
            field_data?: string;
            /** @description The position of the field in the organization's list. */
            order?: number;
            /** @description **Changes**: New in feature level 146. */
            display_in_profile_summary?: boolean;
            /** @description **Changes**: New in feature level 244. */
            required?: boolean;
        };
        /** @description A user group. Newer servers add fields. */
        UserGroup: {
            id: number;
            name: string;
            description: string;
            /** @description User IDs of the members. */
            members: number[];
            direct_subgroup_ids: number[];
            /** @description System groups cannot be modified by users. */
            is_system_group: boolean;
            can_mention_group: components["schemas"]["GroupSettingValue"];
        };
        Draft: {
            /** @description Set only when drafts are fetched; must not be sent on create or edit. */
            id?: number;
            /**
             * @description `` (the empty string) for an unaddressed draft, `stream` or `private`.
             * @enum {string}
             */
            type: "" | "stream" | "private";
            /**
             * @description For `stream` exactly one channel ID; for `private` user IDs; for an unaddressed draft an empty list
             *     (ignored).
             */
            to: number[];
            /** @description The channel topic; ignored for direct and unaddressed drafts (should be the empty string). No null bytes. */
            topic: string;
            /** @description The body. No null bytes. */
            content: string;
            /** @description When the draft was last edited; filled in by the server on create. */
            timestamp?: components["schemas"]["UnixTimestamp"];
        };
        ExternalAuthenticationMethod: {
            /** @description A unique machine-readable name. */
            name: string;
            display_name: string;
            display_icon: string | null;
            login_url: string;
            signup_url: string;
        };
        /**
         * @description Not every attribute is guaranteed: older servers may omit keys (clients assume defaults), and a request to
         *     the root domain of a multi-subdomain server omits realm-specific settings. So no key is required here.
         */
        ServerSettings: {
            /**
             * @deprecated
             * @description Deprecated; which authentication methods are enabled.
             */
            authentication_methods?: {
                password?: boolean;
                dev?: boolean;
                email?: boolean;
                ldap?: boolean;
                remoteuser?: boolean;
                github?: boolean;
                azuread?: boolean;
                gitlab?: boolean;
                apple?: boolean;
                google?: boolean;
                saml?: boolean;
                "openid connect"?: boolean;
            } & {
                [key: string]: boolean;
            };
            /** @description Sorted in display order. */
            external_authentication_methods?: components["schemas"]["ExternalAuthenticationMethod"][];
            /**
             * @description The feature level: N means every feature introduced before N is supported. Treat a missing value as 0.
             *
             *     **Changes**: New in feature level 1.
             */
            service_feature_level?: number;
            /** @description A release number or a commit reference. */
            service_version?: string;
            /**
             * @description The merge base with the official branches, in the same format as the version; equals the version when
             *     the server is not a fork; empty if unavailable.
             */
            service_merge_base?: string;
            /**
             * @description Zulip's name for `service_feature_level`: the same value, under the name Zulip's clients read. A server
             *     may send either name or both; where both are present they are equal.
             *
             *     **Changes**: New in feature level 1.
             */
            zulip_feature_level?: number;
            /** @description Zulip's name for `service_version`; equal to it where both are present. */
            zulip_version?: string;
            /**
             * @description Zulip's name for `service_merge_base`; equal to it where both are present.
             *
             *     **Changes**: New in feature level 88.
             */
            zulip_merge_base?: string;
            push_notifications_enabled?: boolean;
            /** @description Whether the requesting client is deemed incompatible. */
            is_incompatible?: boolean;
            /** @description Whether email and password login is allowed. */
            email_auth_enabled?: boolean;
            /** @description Whether all usernames are email addresses; false if LDAP username/password is enabled. */
            require_email_format_usernames?: boolean;
            /**
             * @deprecated
             * @description Deprecated alias of `realm_url`.
             *
             *     **Changes**: Deprecated at feature level 257.
             */
            realm_uri?: string;
            /**
             * @description The canonical URL of the organization.
             *
             *     **Changes**: New in feature level 257.
             */
            realm_url?: string;
            realm_name?: string;
            /** @description The URL of the square logo. */
            realm_icon?: string;
            /** @description The description, as HTML. */
            realm_description?: string;
            /** @description Whether web-public channels are allowed and at least one exists. */
            realm_web_public_access_enabled?: boolean;
        };
        ApiKeyResponse: components["schemas"]["JsonSuccess"] & {
            api_key: string;
            /** @description The API email address of the user. */
            email: string;
            /** @description **Changes**: New in feature level 171. */
            user_id: number;
        };
        EventBase: {
            /** @description The event ID; IDs increase but are not necessarily consecutive. */
            id: number;
            /** @description The event type, used for client dispatch and for server-side filtering at registration. */
            type: string;
        };
        /** @description Sent to the user's clients when their alert words change. */
        AlertWordsEvent: components["schemas"]["EventBase"] & {
            /** @constant */
            type?: "alert_words";
            alert_words: string[];
        };
        /**
         * @deprecated
         * @description Sent to the user's clients that did not declare the `user_settings_object` capability when a display
         *     setting changes.
         *
         *     **Changes**: Deprecated at feature level 89.
         */
        UpdateDisplaySettingsEvent: components["schemas"]["EventBase"] & {
            /** @constant */
            type?: "update_display_settings";
            /** @description The user's API email. */
            user: string;
            setting_name: string;
            setting: boolean | number | string;
            /** @description Only when the changed setting is `default_language`; the English name of the new language. */
            language_name?: string;
        };
        /**
         * @deprecated
         * @description Sent to the user's clients that did not declare the `user_settings_object` capability when a notification
         *     setting changes.
         *
         *     **Changes**: Deprecated at feature level 89.
         */
        UpdateGlobalNotificationsEvent: components["schemas"]["EventBase"] & {
            /** @constant */
            type?: "update_global_notifications";
            user: string;
            notification_name: string;
            setting: boolean | number | string;
        };
        /**
         * @description Sent to the user's clients when their settings change; replaces the two deprecated types.
         *
         *     **Changes**: New in feature level 89.
         */
        UserSettingsEvent: components["schemas"]["EventBase"] & {
            /** @constant */
            type?: "user_settings";
            /** @constant */
            op: "update";
            /** @description The setting name. */
            property: string;
            value: boolean | number | string;
            /** @description Only for `default_language`; the English name of the new language. */
            language_name?: string;
        };
        /**
         * @description Sent to the users who can access the modified user when a user changes. The form of `person` depends on
         *     the change.
         *
         *     **Changes**: At feature level 228: sent only to users who can access the modified user (before, to all users).
         */
        RealmUserUpdateEvent: components["schemas"]["EventBase"] & {
            /** @constant */
            type?: "realm_user";
            /** @constant */
            op: "update";
            person: components["schemas"]["PersonAvatar"] | components["schemas"]["PersonTimezone"] | components["schemas"]["PersonBillingAdmin"] | components["schemas"]["PersonDeliveryEmail"] | components["schemas"]["PersonCustomProfileField"] | components["schemas"]["PersonNewEmail"] | components["schemas"]["PersonIsActive"] | components["schemas"]["PersonUnshownForm"];
        };
        /** @description Avatar change. */
        PersonAvatar: {
            user_id: number;
            avatar_url: string | null;
            /**
             * @description `G` gravatar, `U` uploaded.
             * @enum {string}
             */
            avatar_source: "G" | "U";
            avatar_url_medium: string | null;
            avatar_version: number;
        };
        /** @description Time zone change. */
        PersonTimezone: {
            user_id: number;
            /** @deprecated */
            email?: string;
            timezone: string;
        };
        /** @description Billing role change. */
        PersonBillingAdmin: {
            user_id: number;
            is_billing_admin: boolean;
        };
        /** @description Delivery email change; null when the viewer loses access. */
        PersonDeliveryEmail: {
            user_id: number;
            delivery_email: string | null;
        };
        /** @description Custom profile field change. */
        PersonCustomProfileField: {
            user_id: number;
            custom_profile_field: {
                id: number;
                value: string | null;
                /** @description Present only for field types that render Markdown. */
                rendered_value?: string;
            };
        };
        /** @description API email change. */
        PersonNewEmail: {
            user_id: number;
            new_email: string;
        };
        /**
         * @description Deactivation or reactivation.
         *
         *     **Changes**: New in feature level 222.
         */
        PersonIsActive: {
            user_id?: number;
            is_active: boolean;
        };
        /**
         * @description The full-name, bot-owner and role forms, whose field lists are not shown. An object carrying a field that
         *     names one of the shown forms must match that form instead.
         */
        PersonUnshownForm: Record<string, never>;
        /** @description Sent to the user's clients when their subscriptions or subscription properties change. */
        SubscriptionEvent: components["schemas"]["EventBase"] & {
            /** @constant */
            type?: "subscription";
            op?: string;
            subscriptions?: components["schemas"]["Subscription"][];
        };
        /**
         * @description Any other event type (attachment, drafts, heartbeat, reaction, realm, realm_bot, realm_domains, realm_emoji,
         *     realm_user_settings_defaults, scheduled_messages, stream, typing, update_message_flags, user_group,
         *     realm_user with another op...). Their payloads are not shown.
         */
        OtherEvent: components["schemas"]["EventBase"] & unknown;
        Event: components["schemas"]["AlertWordsEvent"] | components["schemas"]["UpdateDisplaySettingsEvent"] | components["schemas"]["UpdateGlobalNotificationsEvent"] | components["schemas"]["UserSettingsEvent"] | components["schemas"]["RealmUserUpdateEvent"] | components["schemas"]["SubscriptionEvent"] | components["schemas"]["OtherEvent"];
    };
    responses: {
        /** @description Success; the response carries only `result` and `msg` (and `ignored_parameters_unsupported`). */
        SimpleSuccess: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "result": "success",
                 *       "msg": ""
                 *     }
                 */
                "application/json": components["schemas"]["JsonSuccess"];
            };
        };
        /**
         * @description The request was invalid (a malformed, missing or out-of-range parameter). The seed does not show the
         *     HTTP status of error responses; this spec uses the status Zulip uses, 400.
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "result": "error",
                 *       "msg": "Missing 'name' argument",
                 *       "code": "BAD_REQUEST"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The request lacks valid authentication (no credentials, unknown email or wrong API key). The seed does not
         *     show the HTTP status; this spec uses Zulip's, 401, with a `WWW-Authenticate` header.
         */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "result": "error",
                 *       "msg": "Not logged in: API authentication or user session required",
                 *       "code": "UNAUTHORIZED"
                 *     }
                 */
                "application/json": components["schemas"]["UnauthorizedError"];
            };
        };
        /**
         * @description Too many requests: the client must wait `Retry-After` seconds (Zulip's answer, HTTP 429 with the code
         *     RATE_LIMIT_HIT). The seed does not show rate limits; Zulip limits logins per username and per IP address.
         */
        RateLimited: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "result": "error",
                 *       "msg": "API usage exceeded rate limit",
                 *       "code": "RATE_LIMIT_HIT",
                 *       "retry-after": 1799.52
                 *     }
                 */
                "application/json": components["schemas"]["RateLimitError"];
            };
        };
    };
    parameters: {
        /**
         * @description The ID of the channel.
         * @example 7
         */
        StreamId: number;
        /**
         * @description The ID of the user.
         * @example 10
         */
        UserId: number;
        /**
         * @description Whether the client supports computing gravatars URLs itself. When true, `avatar_url` is null for users whose
         *     avatar is hosted by the gravatar provider and whose real email the requester can see.
         *
         *     **Changes**: At feature level 92: the default became true.
         */
        ClientGravatar: boolean;
        /** @description Whether to include the custom profile field values (`profile_data`) of non-bot users. */
        IncludeCustomProfileFields: boolean;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The authentication scheme the server expects, e.g. `Basic realm="zulip"`.
         * @example Basic realm="zulip"
         */
        "WWW-Authenticate": string;
        /**
         * @description How many seconds to wait before trying again (whole seconds; the body's `retry-after` is exact).
         * @example 1800
         */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "create-scheduled-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "channel",
                 *       "to": 9,
                 *       "topic": "Castle",
                 *       "content": "Nice to meet everyone!",
                 *       "scheduled_delivery_timestamp": 3165826990
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description `direct` or `channel`; `stream` and `private` are the legacy names.
                     *
                     *     **Changes**: Value `channel` new in feature level 248. Value `private` deprecated at feature level 248.
                     * @enum {string}
                     */
                    type: "direct" | "channel" | "stream" | "private";
                    /** @description The channel ID for a channel message; a list of user IDs for a direct message. */
                    to: number | number[];
                    /** @description The message body. */
                    content: string;
                    /** @description Required for channel messages, ignored otherwise. */
                    topic?: string;
                    /** @description When to send the message, as a UNIX timestamp in UTC seconds. */
                    scheduled_delivery_timestamp: components["schemas"]["UnixTimestamp"];
                    /**
                     * @description Whether the message is initially marked read for the sender; if omitted, the server decides by a
                     *     heuristic on the client name and the recipient.
                     *
                     *     **Changes**: New in feature level 236.
                     */
                    read_by_sender?: boolean;
                    /**
                     * @description The scheduled message to edit (editing has a separate endpoint since level 184).
                     *
                     *     **Changes**: New in feature level 179. Removed at feature level 184.
                     */
                    scheduled_message_id?: number;
                };
                /**
                 * @example {
                 *       "type": "channel",
                 *       "to": 9,
                 *       "topic": "Castle",
                 *       "content": "Nice to meet everyone!",
                 *       "scheduled_delivery_timestamp": 3165826990
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description `direct` or `channel`; `stream` and `private` are the legacy names.
                     *
                     *     **Changes**: Value `channel` new in feature level 248. Value `private` deprecated at feature level 248.
                     * @enum {string}
                     */
                    type: "direct" | "channel" | "stream" | "private";
                    /** @description The channel ID for a channel message; a list of user IDs for a direct message. */
                    to: number | number[];
                    /** @description The message body. */
                    content: string;
                    /** @description Required for channel messages, ignored otherwise. */
                    topic?: string;
                    /** @description When to send the message, as a UNIX timestamp in UTC seconds. */
                    scheduled_delivery_timestamp: components["schemas"]["UnixTimestamp"];
                    /**
                     * @description Whether the message is initially marked read for the sender; if omitted, the server decides by a
                     *     heuristic on the client name and the recipient.
                     *
                     *     **Changes**: New in feature level 236.
                     */
                    read_by_sender?: boolean;
                    /**
                     * @description The scheduled message to edit (editing has a separate endpoint since level 184).
                     *
                     *     **Changes**: New in feature level 179. Removed at feature level 184.
                     */
                    scheduled_message_id?: number;
                };
            };
        };
        responses: {
            /** @description The message was scheduled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "scheduled_message_id": 42
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        /** @description The ID of the scheduled message (not the ID the message gets when sent). */
                        scheduled_message_id: number;
                    };
                };
            };
            /** @description A nonexistent channel gives STREAM_DOES_NOT_EXIST; a nonexistent user in `to` gives BAD_REQUEST. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-events": {
        parameters: {
            query?: {
                /**
                 * @description The ID of a queue registered earlier. Required unless the register parameters are passed instead, in
                 *     which case a queue is registered.
                 * @example fb67bf8a-c031-47cc-84cf-ed80accacda8
                 */
                queue_id?: string;
                /**
                 * @description The events returned have IDs greater than this: the highest event ID the client has seen (-1, or the
                 *     `last_event_id` of POST /register, for none yet). What else it means to the server (whether the events up
                 *     to it are discarded) is not shown.
                 */
                last_event_id?: number;
                /** @description Whether to answer at once, possibly with no events, instead of long-polling. */
                dont_block?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events with IDs greater than `last_event_id`, in increasing order (possibly empty with `dont_block`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "queue_id": "fb67bf8a-c031-47cc-84cf-ed80accacda8",
                     *       "events": [
                     *         {
                     *           "id": 0,
                     *           "type": "user_settings",
                     *           "op": "update",
                     *           "property": "high_contrast_mode",
                     *           "value": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        /** @description IDs increase but are not necessarily consecutive. */
                        events: components["schemas"]["Event"][];
                        queue_id: string;
                    };
                };
            };
            /**
             * @description An invalid request. An unknown or expired queue gives BAD_EVENT_QUEUE_ID with the `queue_id` (Zulip's
             *     code; the seed does not list it).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "delete-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queue_id": "fb67bf8a-c031-47cc-84cf-ed80accacda8"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    queue_id: string;
                };
                /**
                 * @example {
                 *       "queue_id": "fb67bf8a-c031-47cc-84cf-ed80accacda8"
                 *     }
                 */
                "multipart/form-data": {
                    queue_id: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SimpleSuccess"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "register-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "event_types": [
                 *         "drafts",
                 *         "user_settings"
                 *       ],
                 *       "client_capabilities": {
                 *         "user_settings_object": true
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description The event types to receive; all when omitted. */
                    event_types?: string[];
                    /** @description The event types whose initial state to fetch; `event_types` when omitted. */
                    fetch_event_types?: string[];
                    /**
                     * @description Whether message content in events is HTML.
                     * @default false
                     */
                    apply_markdown?: boolean;
                    /**
                     * @description **Changes**: At feature level 92: the default became true.
                     * @default true
                     */
                    client_gravatar?: boolean;
                    /** @default false */
                    include_subscribers?: boolean;
                    /** @default false */
                    all_public_streams?: boolean;
                    /** @default false */
                    slim_presence?: boolean;
                    /** @description A narrow restricting message events. */
                    narrow?: unknown[];
                    /**
                     * @description Capabilities of the client, e.g. `{"user_settings_object": true}`. The seed names two:
                     *     `user_settings_object` (the client gets user_settings events instead of the two deprecated
                     *     settings events) and `user_avatar_url_field_optional` (user objects sent to the client may omit
                     *     `avatar_url`).
                     */
                    client_capabilities?: {
                        [key: string]: unknown;
                    };
                };
                /**
                 * @example {
                 *       "event_types": [
                 *         "drafts",
                 *         "user_settings"
                 *       ],
                 *       "client_capabilities": {
                 *         "user_settings_object": true
                 *       }
                 *     }
                 */
                "multipart/form-data": {
                    /** @description The event types to receive; all when omitted. */
                    event_types?: string[];
                    /** @description The event types whose initial state to fetch; `event_types` when omitted. */
                    fetch_event_types?: string[];
                    /**
                     * @description Whether message content in events is HTML.
                     * @default false
                     */
                    apply_markdown?: boolean;
                    /**
                     * @description **Changes**: At feature level 92: the default became true.
                     * @default true
                     */
                    client_gravatar?: boolean;
                    /** @default false */
                    include_subscribers?: boolean;
                    /** @default false */
                    all_public_streams?: boolean;
                    /** @default false */
                    slim_presence?: boolean;
                    /** @description A narrow restricting message events. */
                    narrow?: unknown[];
                    /**
                     * @description Capabilities of the client, e.g. `{"user_settings_object": true}`. The seed names two:
                     *     `user_settings_object` (the client gets user_settings events instead of the two deprecated
                     *     settings events) and `user_avatar_url_field_optional` (user objects sent to the client may omit
                     *     `avatar_url`).
                     */
                    client_capabilities?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The queue was registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "queue_id": "fb67bf8a-c031-47cc-84cf-ed80accacda8",
                     *       "last_event_id": -1,
                     *       "event_queue_longpoll_timeout_seconds": 90,
                     *       "service_feature_level": 267,
                     *       "service_version": "1.0.0",
                     *       "service_merge_base": "1.0.0",
                     *       "zulip_feature_level": 267,
                     *       "zulip_version": "1.0.0",
                     *       "zulip_merge_base": "1.0.0",
                     *       "max_message_length": 10000,
                     *       "max_topic_length": 60,
                     *       "max_stream_name_length": 60,
                     *       "max_stream_description_length": 1024
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        queue_id: string;
                        last_event_id: number;
                        /** @description The client-side HTTP timeout to use for GET /events; higher than the heartbeat frequency. */
                        event_queue_longpoll_timeout_seconds?: number;
                        /**
                         * @description The server's feature level, as GET /server_settings advertises it.
                         *
                         *     **Changes**: New in feature level 1.
                         */
                        service_feature_level?: number;
                        /** @description The server's version, as in GET /server_settings. */
                        service_version?: string;
                        /** @description The server's merge base, as in GET /server_settings. */
                        service_merge_base?: string;
                        /**
                         * @description Zulip's name for `service_feature_level`; equal to it where both are present.
                         *
                         *     **Changes**: New in feature level 1.
                         */
                        zulip_feature_level?: number;
                        /**
                         * @description Zulip's name for `service_version`; equal to it where both are present.
                         *
                         *     **Changes**: New in feature level 1.
                         */
                        zulip_version?: string;
                        /**
                         * @description Zulip's name for `service_merge_base`; equal to it where both are present.
                         *
                         *     **Changes**: New in feature level 88.
                         */
                        zulip_merge_base?: string;
                        max_message_length?: number;
                        max_topic_length?: number;
                        max_stream_name_length?: number;
                        max_stream_description_length?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-streams": {
        parameters: {
            query?: {
                /** @description Include all public channels. */
                include_public?: boolean;
                /** @description Include all web-public channels. */
                include_web_public?: boolean;
                /** @description Include the channels the user is subscribed to. */
                include_subscribed?: boolean;
                /** @description Include all active channels. Administrators only. */
                include_all_active?: boolean;
                /** @description Include the realm's default channels, and add `is_default` to every channel. */
                include_default?: boolean;
                /** @description For a bot, include the channels its owner is subscribed to. */
                include_owner_subscribed?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "streams": [
                     *         {
                     *           "stream_id": 1,
                     *           "name": "welcome",
                     *           "description": "A default public channel",
                     *           "rendered_description": "<p>A default public channel</p>",
                     *           "date_created": 1691057093,
                     *           "creator_id": 12,
                     *           "invite_only": false,
                     *           "is_web_public": false,
                     *           "stream_post_policy": 1,
                     *           "message_retention_days": null,
                     *           "history_public_to_subscribers": true,
                     *           "first_message_id": 21,
                     *           "is_announcement_only": false,
                     *           "can_remove_subscribers_group": 9,
                     *           "stream_weekly_traffic": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        streams: components["schemas"]["ListedChannel"][];
                    };
                };
            };
            /** @description An invalid request, e.g. include_all_active by a non-administrator. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-stream-by-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ID of the channel.
                 * @example 7
                 */
                stream_id: components["parameters"]["StreamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "stream": {
                     *         "stream_id": 7,
                     *         "name": "Denmark",
                     *         "description": "A Scandinavian country",
                     *         "rendered_description": "<p>A Scandinavian country</p>",
                     *         "date_created": 1691057093,
                     *         "creator_id": null,
                     *         "invite_only": false,
                     *         "is_web_public": false,
                     *         "stream_post_policy": 1,
                     *         "message_retention_days": null,
                     *         "history_public_to_subscribers": true,
                     *         "first_message_id": 1,
                     *         "is_announcement_only": false,
                     *         "can_remove_subscribers_group": 2,
                     *         "stream_weekly_traffic": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        /** @description The channel object, without `is_default`. */
                        stream: components["schemas"]["Channel"];
                    };
                };
            };
            /** @description The channel ID is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "update-stream": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ID of the channel.
                 * @example 7
                 */
                stream_id: components["parameters"]["StreamId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "description": "Discuss Italian history and travel destinations.",
                 *       "new_name": "italy",
                 *       "is_private": true,
                 *       "stream_post_policy": 1
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description The new description, in text/markdown.
                     *
                     *     **Changes**: At feature level 64: no longer JSON-encoded.
                     */
                    description?: string;
                    /**
                     * @description The new name.
                     *
                     *     **Changes**: At feature level 64: no longer JSON-encoded.
                     */
                    new_name?: string;
                    /** @description Change the private status of the channel. */
                    is_private?: boolean;
                    /**
                     * @description Change the web-public status. Requires the server setting WEB_PUBLIC_STREAMS_ENABLED, the
                     *     organization setting enable_spectator_access and permission under create_web_public_stream_policy.
                     */
                    is_web_public?: boolean;
                    /**
                     * @description Whether the history is public to subscribers. False is an error for a public or web-public channel
                     *     and when `is_private` is false.
                     *
                     *     **Changes**: At feature level 136: always honored; before, silently ignored unless is_private or is_web_public was also sent.
                     */
                    history_public_to_subscribers?: boolean;
                    /**
                     * @description Add the channel to, or remove it from, the default channels for new users.
                     *
                     *     **Changes**: New in feature level 200.
                     */
                    is_default_stream?: boolean;
                    /**
                     * @description Who may post: 1 any user, 2 only administrators, 3 only full members, 4 only moderators.
                     *
                     *     **Changes**: New in feature level 1.
                     * @default 1
                     * @enum {integer}
                     */
                    stream_post_policy?: 1 | 2 | 3 | 4;
                    /**
                     * @description A number of days, or `realm_default` (return to the organization setting), or `unlimited`
                     *     (retain forever).
                     *
                     *     **Changes**: New in feature level 17.
                     */
                    message_retention_days?: number | ("realm_default" | "unlimited");
                    /**
                     * @description The ID of the user group whose members may unsubscribe others. Only system groups are allowed,
                     *     except `role:internet` and `role:owners`.
                     *
                     *     **Changes**: New in feature level 161. Renamed from `can_remove_subscribers_group_id` at feature level 197.
                     */
                    can_remove_subscribers_group?: number;
                    /**
                     * @deprecated
                     * @description Deprecated; use `stream_post_policy`.
                     *
                     *     **Changes**: Deprecated at feature level 1.
                     */
                    is_announcement_only?: boolean;
                };
                /**
                 * @example {
                 *       "description": "Discuss Italian history and travel destinations.",
                 *       "new_name": "italy",
                 *       "is_private": true,
                 *       "stream_post_policy": 1
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description The new description, in text/markdown.
                     *
                     *     **Changes**: At feature level 64: no longer JSON-encoded.
                     */
                    description?: string;
                    /**
                     * @description The new name.
                     *
                     *     **Changes**: At feature level 64: no longer JSON-encoded.
                     */
                    new_name?: string;
                    /** @description Change the private status of the channel. */
                    is_private?: boolean;
                    /**
                     * @description Change the web-public status. Requires the server setting WEB_PUBLIC_STREAMS_ENABLED, the
                     *     organization setting enable_spectator_access and permission under create_web_public_stream_policy.
                     */
                    is_web_public?: boolean;
                    /**
                     * @description Whether the history is public to subscribers. False is an error for a public or web-public channel
                     *     and when `is_private` is false.
                     *
                     *     **Changes**: At feature level 136: always honored; before, silently ignored unless is_private or is_web_public was also sent.
                     */
                    history_public_to_subscribers?: boolean;
                    /**
                     * @description Add the channel to, or remove it from, the default channels for new users.
                     *
                     *     **Changes**: New in feature level 200.
                     */
                    is_default_stream?: boolean;
                    /**
                     * @description Who may post: 1 any user, 2 only administrators, 3 only full members, 4 only moderators.
                     *
                     *     **Changes**: New in feature level 1.
                     * @default 1
                     * @enum {integer}
                     */
                    stream_post_policy?: 1 | 2 | 3 | 4;
                    /**
                     * @description A number of days, or `realm_default` (return to the organization setting), or `unlimited`
                     *     (retain forever).
                     *
                     *     **Changes**: New in feature level 17.
                     */
                    message_retention_days?: number | ("realm_default" | "unlimited");
                    /**
                     * @description The ID of the user group whose members may unsubscribe others. Only system groups are allowed,
                     *     except `role:internet` and `role:owners`.
                     *
                     *     **Changes**: New in feature level 161. Renamed from `can_remove_subscribers_group_id` at feature level 197.
                     */
                    can_remove_subscribers_group?: number;
                    /**
                     * @deprecated
                     * @description Deprecated; use `stream_post_policy`.
                     *
                     *     **Changes**: Deprecated at feature level 1.
                     */
                    is_announcement_only?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["SimpleSuccess"];
            /** @description An unknown channel or an invalid combination of permission parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-stream-id": {
        parameters: {
            query: {
                /**
                 * @description The channel's name.
                 * @example Denmark
                 */
                stream: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel's ID. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "stream_id": 1
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        stream_id: number;
                    };
                };
            };
            /** @description No accessible channel has that name. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-users": {
        parameters: {
            query?: {
                /**
                 * @description Whether the client supports computing gravatars URLs itself. When true, `avatar_url` is null for users whose
                 *     avatar is hosted by the gravatar provider and whose real email the requester can see.
                 *
                 *     **Changes**: At feature level 92: the default became true.
                 */
                client_gravatar?: components["parameters"]["ClientGravatar"];
                /** @description Whether to include the custom profile field values (`profile_data`) of non-bot users. */
                include_custom_profile_fields?: components["parameters"]["IncludeCustomProfileFields"];
                /**
                 * @description Only these users, by ID; every user when omitted.
                 *
                 *     **Changes**: New in feature level 201.
                 * @example [
                 *       1,
                 *       4
                 *     ]
                 */
                user_ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "members": [
                     *         {
                     *           "user_id": 4,
                     *           "delivery_email": null,
                     *           "email": "hamlet@zulip.com",
                     *           "full_name": "King Hamlet",
                     *           "date_joined": "2019-10-20T07:50:53.729659+00:00",
                     *           "is_active": true,
                     *           "is_owner": false,
                     *           "is_admin": false,
                     *           "is_guest": false,
                     *           "is_billing_admin": false,
                     *           "is_bot": false,
                     *           "bot_type": null,
                     *           "role": 400,
                     *           "timezone": "",
                     *           "avatar_url": "https://secure.gravatar.com/avatar/6d8cad0fd00256e7b40691d27ddfd466?d=identicon&version=1",
                     *           "avatar_version": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        members: components["schemas"]["User"][];
                    };
                };
            };
            /** @description An invalid request, e.g. an unknown ID in `user_ids`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-own-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The own user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "avatar_url": "https://secure.gravatar.com/avatar/af4f06322c177ef4e1e9b2c424986b54?d=identicon&version=1",
                     *       "avatar_version": 1,
                     *       "email": "iago@zulip.com",
                     *       "delivery_email": "iago@zulip.com",
                     *       "full_name": "Iago",
                     *       "is_admin": true,
                     *       "is_owner": false,
                     *       "is_billing_admin": false,
                     *       "role": 200,
                     *       "is_guest": false,
                     *       "is_bot": false,
                     *       "is_active": true,
                     *       "timezone": "",
                     *       "date_joined": "2019-10-20T07:50:53.728864+00:00",
                     *       "max_message_id": 30,
                     *       "user_id": 5,
                     *       "profile_data": {
                     *         "1": {
                     *           "value": "+1-234-567-8901",
                     *           "rendered_value": "<p>+1-234-567-8901</p>"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & components["schemas"]["OwnUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-user": {
        parameters: {
            query?: {
                /**
                 * @description Whether the client supports computing gravatars URLs itself. When true, `avatar_url` is null for users whose
                 *     avatar is hosted by the gravatar provider and whose real email the requester can see.
                 *
                 *     **Changes**: At feature level 92: the default became true.
                 */
                client_gravatar?: components["parameters"]["ClientGravatar"];
                /** @description Whether to include the custom profile field values (`profile_data`) of non-bot users. */
                include_custom_profile_fields?: components["parameters"]["IncludeCustomProfileFields"];
            };
            header?: never;
            path: {
                /**
                 * @description The ID of the user.
                 * @example 10
                 */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "user": {
                     *         "user_id": 10,
                     *         "delivery_email": null,
                     *         "email": "hamlet@zulip.com",
                     *         "full_name": "King Hamlet",
                     *         "date_joined": "2019-10-20T07:50:53.729659+00:00",
                     *         "is_active": true,
                     *         "is_owner": false,
                     *         "is_admin": false,
                     *         "is_guest": false,
                     *         "is_billing_admin": false,
                     *         "is_bot": false,
                     *         "bot_type": null,
                     *         "role": 400,
                     *         "timezone": "",
                     *         "avatar_url": "https://secure.gravatar.com/avatar/6d8cad0fd00256e7b40691d27ddfd466?d=identicon&version=1",
                     *         "avatar_version": 1,
                     *         "profile_data": {
                     *           "3": {
                     *             "value": "Dark chocolate",
                     *             "rendered_value": "<p>Dark chocolate</p>"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description An invalid request. The seed shows no error for an unknown user here; Zulip answers "No such user". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "deactivate-user": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ID of the user.
                 * @example 10
                 */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SimpleSuccess"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "update-user": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ID of the user.
                 * @example 10
                 */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "full_name": "NewName",
                 *       "role": 400,
                 *       "profile_data": [
                 *         {
                 *           "id": 4,
                 *           "value": "0"
                 *         }
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description The new display name.
                     *
                     *     **Changes**: At feature level 106: no longer JSON-encoded.
                     */
                    full_name?: string;
                    /** @description The new role. */
                    role?: components["schemas"]["Role"];
                    /** @description Custom profile field values to set. */
                    profile_data?: {
                        /** @description The custom profile field ID. */
                        id: number;
                        /** @description The value; its format per field type is not shown. */
                        value: unknown;
                    }[];
                    /**
                     * @description Legacy; replaced by `role`.
                     *
                     *     **Changes**: Removed at feature level 8.
                     */
                    is_admin?: boolean;
                    /**
                     * @description Legacy; replaced by `role`.
                     *
                     *     **Changes**: Removed at feature level 8.
                     */
                    is_guest?: boolean;
                };
                /**
                 * @example {
                 *       "full_name": "NewName",
                 *       "role": 400,
                 *       "profile_data": [
                 *         {
                 *           "id": 4,
                 *           "value": "0"
                 *         }
                 *       ]
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description The new display name.
                     *
                     *     **Changes**: At feature level 106: no longer JSON-encoded.
                     */
                    full_name?: string;
                    /** @description The new role. */
                    role?: components["schemas"]["Role"];
                    /** @description Custom profile field values to set. */
                    profile_data?: {
                        /** @description The custom profile field ID. */
                        id: number;
                        /** @description The value; its format per field type is not shown. */
                        value: unknown;
                    }[];
                    /**
                     * @description Legacy; replaced by `role`.
                     *
                     *     **Changes**: Removed at feature level 8.
                     */
                    is_admin?: boolean;
                    /**
                     * @description Legacy; replaced by `role`.
                     *
                     *     **Changes**: Removed at feature level 8.
                     */
                    is_guest?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["SimpleSuccess"];
            /** @description An invalid request, e.g. a guest made an organization administrator. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-user-by-email": {
        parameters: {
            query?: {
                /**
                 * @description Whether the client supports computing gravatars URLs itself. When true, `avatar_url` is null for users whose
                 *     avatar is hosted by the gravatar provider and whose real email the requester can see.
                 *
                 *     **Changes**: At feature level 92: the default became true.
                 */
                client_gravatar?: components["parameters"]["ClientGravatar"];
                /** @description Whether to include the custom profile field values (`profile_data`) of non-bot users. */
                include_custom_profile_fields?: components["parameters"]["IncludeCustomProfileFields"];
            };
            header?: never;
            path: {
                /**
                 * @description The API email address of the user.
                 * @example hamlet@zulip.com
                 */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "user": {
                     *         "user_id": 10,
                     *         "delivery_email": null,
                     *         "email": "hamlet@zulip.com",
                     *         "full_name": "King Hamlet",
                     *         "date_joined": "2019-10-20T07:50:53.729659+00:00",
                     *         "is_active": true,
                     *         "is_owner": false,
                     *         "is_admin": false,
                     *         "is_guest": false,
                     *         "is_billing_admin": false,
                     *         "is_bot": false,
                     *         "bot_type": null,
                     *         "role": 400,
                     *         "timezone": "",
                     *         "avatar_url": "https://secure.gravatar.com/avatar/6d8cad0fd00256e7b40691d27ddfd466?d=identicon&version=1",
                     *         "avatar_version": 1,
                     *         "profile_data": {
                     *           "3": {
                     *             "value": "Dark chocolate",
                     *             "rendered_value": "<p>Dark chocolate</p>"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description An invalid request. The seed shows no error for an unknown user here; Zulip answers "No such user". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "mute-user": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ID of the user to mute.
                 * @example 10
                 */
                muted_user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SimpleSuccess"];
            /** @description Muting self, a nonexistent or inaccessible user, or a user already muted. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "unmute-user": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 10 */
                muted_user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SimpleSuccess"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-subscriptions": {
        parameters: {
            query?: {
                /**
                 * @description Whether every entry lists the user IDs of the channel's subscribers.
                 * @example true
                 */
                include_subscribers?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "subscriptions": [
                     *         {
                     *           "stream_id": 1,
                     *           "name": "Denmark",
                     *           "color": "#76ce90",
                     *           "is_muted": false,
                     *           "in_home_view": true,
                     *           "pin_to_top": false,
                     *           "desktop_notifications": null,
                     *           "email_notifications": null,
                     *           "push_notifications": null,
                     *           "audible_notifications": null,
                     *           "wildcard_mentions_notify": null,
                     *           "subscribers": [
                     *             1,
                     *             2,
                     *             4
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        subscriptions: components["schemas"]["Subscription"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subscriptions": [
                 *         {
                 *           "name": "Verona",
                 *           "description": "Italian city"
                 *         }
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description The channels, by name (with a description for new channels). */
                    subscriptions: {
                        name: string;
                        description?: string;
                    }[];
                    /** @description The users to subscribe (emails or IDs); the requester when omitted. */
                    principals?: (string | number)[];
                    /** @default false */
                    invite_only?: boolean;
                    /** @default false */
                    is_web_public?: boolean;
                    history_public_to_subscribers?: boolean;
                };
                /**
                 * @example {
                 *       "subscriptions": [
                 *         {
                 *           "name": "Verona",
                 *           "description": "Italian city"
                 *         }
                 *       ]
                 *     }
                 */
                "multipart/form-data": {
                    /** @description The channels, by name (with a description for new channels). */
                    subscriptions: {
                        name: string;
                        description?: string;
                    }[];
                    /** @description The users to subscribe (emails or IDs); the requester when omitted. */
                    principals?: (string | number)[];
                    /** @default false */
                    invite_only?: boolean;
                    /** @default false */
                    is_web_public?: boolean;
                    history_public_to_subscribers?: boolean;
                };
            };
        };
        responses: {
            /** @description The subscriptions were added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "subscribed": {
                     *         "10": [
                     *           "Verona"
                     *         ]
                     *       },
                     *       "already_subscribed": {}
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        /** @description Channel names newly subscribed, by user ID. */
                        subscribed?: Record<string, never>;
                        /** @description Channel names already subscribed, by user ID. */
                        already_subscribed?: Record<string, never>;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subscriptions": [
                 *         "Verona"
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description The channel names. */
                    subscriptions: string[];
                    principals?: (string | number)[];
                };
                /**
                 * @example {
                 *       "subscriptions": [
                 *         "Verona"
                 *       ]
                 *     }
                 */
                "multipart/form-data": {
                    /** @description The channel names. */
                    subscriptions: string[];
                    principals?: (string | number)[];
                };
            };
        };
        responses: {
            /** @description The subscriptions were removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "removed": [
                     *         "Verona"
                     *       ],
                     *       "not_removed": []
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        removed?: string[];
                        not_removed?: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "reactivate-user": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ID of the user.
                 * @example 10
                 */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SimpleSuccess"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-user-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "user_groups": [
                     *         {
                     *           "id": 3,
                     *           "name": "hamletcharacters",
                     *           "description": "Characters of Hamlet",
                     *           "members": [
                     *             3,
                     *             4
                     *           ],
                     *           "direct_subgroup_ids": [],
                     *           "is_system_group": false,
                     *           "can_mention_group": 13
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        user_groups: components["schemas"]["UserGroup"][];
                    };
                };
            };
            /**
             * @description The caller may not list user groups (a guest or a bot). The error is not shown by the seed; Zulip answers
             *     BAD_REQUEST.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "error",
                     *       "msg": "Not allowed for guest users",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "create-user-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "marketing",
                 *       "description": "The marketing team.",
                 *       "members": [
                 *         10,
                 *         11
                 *       ],
                 *       "can_mention_group": {
                 *         "direct_members": [
                 *           10
                 *         ],
                 *         "direct_subgroups": []
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description The name of the group. */
                    name: string;
                    /** @description The description of the group. */
                    description: string;
                    /** @description User IDs of the members. */
                    members: number[];
                    /** @description Who may mention the group. Cannot be the system groups `role:internet` or `role:owners`. */
                    can_mention_group?: components["schemas"]["GroupSettingValue"];
                };
                /**
                 * @example {
                 *       "name": "marketing",
                 *       "description": "The marketing team.",
                 *       "members": [
                 *         10,
                 *         11
                 *       ],
                 *       "can_mention_group": {
                 *         "direct_members": [
                 *           10
                 *         ],
                 *         "direct_subgroups": []
                 *       }
                 *     }
                 */
                "multipart/form-data": {
                    /** @description The name of the group. */
                    name: string;
                    /** @description The description of the group. */
                    description: string;
                    /** @description User IDs of the members. */
                    members: number[];
                    /** @description Who may mention the group. Cannot be the system groups `role:internet` or `role:owners`. */
                    can_mention_group?: components["schemas"]["GroupSettingValue"];
                };
            };
        };
        responses: {
            200: components["responses"]["SimpleSuccess"];
            /** @description An invalid request, e.g. a nonexistent member. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "update-user-group": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ID of the user group.
                 * @example 15
                 */
                user_group_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "marketing",
                 *       "description": "The marketing team.",
                 *       "can_mention_group": {
                 *         "new": {
                 *           "direct_members": [
                 *             10
                 *           ],
                 *           "direct_subgroups": [
                 *             11
                 *           ]
                 *         },
                 *         "old": 11
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description The new name.
                     *
                     *     **Changes**: At feature level 165: optional; before, name and description were required.
                     */
                    name?: string;
                    /**
                     * @description The new description.
                     *
                     *     **Changes**: At feature level 165: optional; before, name and description were required.
                     */
                    description?: string;
                    /**
                     * @description The new value of the mention setting, with the expected current value as `old` (the change is
                     *     refused when `old` does not match). Cannot be `role:internet` or `role:owners`.
                     *
                     *     **Changes**: New in feature level 191. Renamed from `can_mention_group_id` at feature level 198. At feature level 258: group-setting values may be objects. At feature level 260: accepts only the {new, old} object; before, the value itself.
                     */
                    can_mention_group?: {
                        new: components["schemas"]["GroupSettingValue"];
                        old?: components["schemas"]["GroupSettingValue"];
                    };
                };
                /**
                 * @example {
                 *       "name": "marketing",
                 *       "description": "The marketing team.",
                 *       "can_mention_group": {
                 *         "new": {
                 *           "direct_members": [
                 *             10
                 *           ],
                 *           "direct_subgroups": [
                 *             11
                 *           ]
                 *         },
                 *         "old": 11
                 *       }
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description The new name.
                     *
                     *     **Changes**: At feature level 165: optional; before, name and description were required.
                     */
                    name?: string;
                    /**
                     * @description The new description.
                     *
                     *     **Changes**: At feature level 165: optional; before, name and description were required.
                     */
                    description?: string;
                    /**
                     * @description The new value of the mention setting, with the expected current value as `old` (the change is
                     *     refused when `old` does not match). Cannot be `role:internet` or `role:owners`.
                     *
                     *     **Changes**: New in feature level 191. Renamed from `can_mention_group_id` at feature level 198. At feature level 258: group-setting values may be objects. At feature level 260: accepts only the {new, old} object; before, the value itself.
                     */
                    can_mention_group?: {
                        new: components["schemas"]["GroupSettingValue"];
                        old?: components["schemas"]["GroupSettingValue"];
                    };
                };
            };
        };
        responses: {
            200: components["responses"]["SimpleSuccess"];
            /** @description An invalid request, e.g. an invalid group. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "send-invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invitee_emails": "example@zulip.com, logan@zulip.com",
                 *       "invite_expires_in_minutes": 14400,
                 *       "invite_as": 400,
                 *       "stream_ids": [
                 *         1,
                 *         10
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description Email addresses separated by commas or newlines. */
                    invitee_emails: string;
                    /**
                     * @description Minutes until the invitation expires; null means it never expires; omitted uses the server default
                     *     (setting INVITATION_LINK_VALIDITY_MINUTES, default 14400).
                     *
                     *     **Changes**: New in feature level 126.
                     */
                    invite_expires_in_minutes?: number | null;
                    /**
                     * @description Days until the invitation expires; replaced by `invite_expires_in_minutes`.
                     *
                     *     **Changes**: New in feature level 96. At feature level 117: null allowed (never expires). Removed at feature level 126.
                     */
                    invite_expires_in_days?: number | null;
                    /**
                     * @description The role of the invited users; no more privileged than the caller's.
                     * @default 400
                     */
                    invite_as?: components["schemas"]["Role"];
                    /**
                     * @description Channels to subscribe the new users to, in addition to the defaults; must be empty if the caller
                     *     may not subscribe others.
                     *
                     *     **Changes**: At feature level 180: an empty list is allowed.
                     */
                    stream_ids: number[];
                    /**
                     * @description Subscribe to the default channels; may be true even without permission to subscribe others.
                     *
                     *     **Changes**: New in feature level 261.
                     * @default false
                     */
                    include_realm_default_subscriptions?: boolean;
                    /**
                     * @description Whether the inviter gets a direct message when the account is created.
                     *
                     *     **Changes**: New in feature level 267.
                     * @default true
                     */
                    notify_referrer_on_join?: boolean;
                };
                /**
                 * @example {
                 *       "invitee_emails": "example@zulip.com, logan@zulip.com",
                 *       "invite_expires_in_minutes": 14400,
                 *       "invite_as": 400,
                 *       "stream_ids": [
                 *         1,
                 *         10
                 *       ]
                 *     }
                 */
                "multipart/form-data": {
                    /** @description Email addresses separated by commas or newlines. */
                    invitee_emails: string;
                    /**
                     * @description Minutes until the invitation expires; null means it never expires; omitted uses the server default
                     *     (setting INVITATION_LINK_VALIDITY_MINUTES, default 14400).
                     *
                     *     **Changes**: New in feature level 126.
                     */
                    invite_expires_in_minutes?: number | null;
                    /**
                     * @description Days until the invitation expires; replaced by `invite_expires_in_minutes`.
                     *
                     *     **Changes**: New in feature level 96. At feature level 117: null allowed (never expires). Removed at feature level 126.
                     */
                    invite_expires_in_days?: number | null;
                    /**
                     * @description The role of the invited users; no more privileged than the caller's.
                     * @default 400
                     */
                    invite_as?: components["schemas"]["Role"];
                    /**
                     * @description Channels to subscribe the new users to, in addition to the defaults; must be empty if the caller
                     *     may not subscribe others.
                     *
                     *     **Changes**: At feature level 180: an empty list is allowed.
                     */
                    stream_ids: number[];
                    /**
                     * @description Subscribe to the default channels; may be true even without permission to subscribe others.
                     *
                     *     **Changes**: New in feature level 261.
                     * @default false
                     */
                    include_realm_default_subscriptions?: boolean;
                    /**
                     * @description Whether the inviter gets a direct message when the account is created.
                     *
                     *     **Changes**: New in feature level 267.
                     * @default true
                     */
                    notify_referrer_on_join?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["SimpleSuccess"];
            /** @description The invitations were refused, or some invitees already have accounts. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-custom-profile-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The custom profile fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "custom_fields": [
                     *         {
                     *           "id": 1,
                     *           "name": "Phone number",
                     *           "hint": "",
                     *           "type": 1,
                     *           "field_data": "",
                     *           "display_in_profile_summary": true,
                     *           "required": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        custom_fields: components["schemas"]["CustomProfileField"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "create-custom-profile-field": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Favorite food",
                 *       "hint": "Or drink, if you'd prefer",
                 *       "field_type": 3,
                 *       "field_data": {
                 *         "vim": {
                 *           "text": "Vim",
                 *           "order": "1"
                 *         },
                 *         "emacs": {
                 *           "text": "Emacs",
                 *           "order": "2"
                 *         }
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    name?: string;
                    hint?: string;
                    /**
                     * @description 1 short text, 2 long text, 3 list of options, 4 date picker, 5 link, 6 person picker, 7 external account, 8 pronouns.
                     *
                     *     **Changes**: Value `8` new in feature level 151.
                     * @enum {integer}
                     */
                    field_type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
                    /**
                     * @description For type 3, a dictionary mapping an option key to an object with `text` and `order` (both
                     *     strings). For type 7 the shape is not shown.
                     */
                    field_data?: {
                        [key: string]: unknown;
                    };
                    /**
                     * @description Whether to show the field in the profile summary. At most 2 fields may be true in an organization;
                     *     the long text and person picker types cannot be used.
                     *
                     *     **Changes**: New in feature level 146.
                     */
                    display_in_profile_summary?: boolean;
                    /**
                     * @description Whether users must fill in the field.
                     *
                     *     **Changes**: New in feature level 244.
                     */
                    required?: boolean;
                };
                /**
                 * @example {
                 *       "name": "Favorite food",
                 *       "hint": "Or drink, if you'd prefer",
                 *       "field_type": 3,
                 *       "field_data": {
                 *         "vim": {
                 *           "text": "Vim",
                 *           "order": "1"
                 *         },
                 *         "emacs": {
                 *           "text": "Emacs",
                 *           "order": "2"
                 *         }
                 *       }
                 *     }
                 */
                "multipart/form-data": {
                    name?: string;
                    hint?: string;
                    /**
                     * @description 1 short text, 2 long text, 3 list of options, 4 date picker, 5 link, 6 person picker, 7 external account, 8 pronouns.
                     *
                     *     **Changes**: Value `8` new in feature level 151.
                     * @enum {integer}
                     */
                    field_type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
                    /**
                     * @description For type 3, a dictionary mapping an option key to an object with `text` and `order` (both
                     *     strings). For type 7 the shape is not shown.
                     */
                    field_data?: {
                        [key: string]: unknown;
                    };
                    /**
                     * @description Whether to show the field in the profile summary. At most 2 fields may be true in an organization;
                     *     the long text and person picker types cannot be used.
                     *
                     *     **Changes**: New in feature level 146.
                     */
                    display_in_profile_summary?: boolean;
                    /**
                     * @description Whether users must fill in the field.
                     *
                     *     **Changes**: New in feature level 244.
                     */
                    required?: boolean;
                };
            };
        };
        responses: {
            /** @description The field was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "id": 9
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        /** @description The ID of the new field. */
                        id: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "add-linkifier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pattern": "#(?P<id>[0-9]+)",
                 *       "url_template": "https://github.com/zulip/zulip/issues/{id}"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description A regular expression, which may have named groups. */
                    pattern: string;
                    /**
                     * @description An RFC 6570 URL template; named groups are inserted as `{name_of_group}`.
                     *
                     *     **Changes**: Renamed from `url_format_string` at feature level 176.
                     */
                    url_template: string;
                };
                /**
                 * @example {
                 *       "pattern": "#(?P<id>[0-9]+)",
                 *       "url_template": "https://github.com/zulip/zulip/issues/{id}"
                 *     }
                 */
                "multipart/form-data": {
                    /** @description A regular expression, which may have named groups. */
                    pattern: string;
                    /**
                     * @description An RFC 6570 URL template; named groups are inserted as `{name_of_group}`.
                     *
                     *     **Changes**: Renamed from `url_format_string` at feature level 176.
                     */
                    url_template: string;
                };
            };
        };
        responses: {
            /** @description The linkifier was added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "id": 42
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        /** @description The ID of the new linkifier. */
                        id: number;
                    };
                };
            };
            /** @description An invalid pattern or URL template, or a requester who is not an administrator. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "update-linkifier": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ID of the linkifier.
                 * @example 2
                 */
                filter_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pattern": "#(?P<id>[0-9]+)",
                 *       "url_template": "https://github.com/zulip/zulip/issues/{id}"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description A regular expression, which may have named groups. */
                    pattern: string;
                    /**
                     * @description An RFC 6570 URL template; named groups are inserted as `{name_of_group}`.
                     *
                     *     **Changes**: Renamed from `url_format_string` at feature level 176.
                     */
                    url_template: string;
                };
                /**
                 * @example {
                 *       "pattern": "#(?P<id>[0-9]+)",
                 *       "url_template": "https://github.com/zulip/zulip/issues/{id}"
                 *     }
                 */
                "multipart/form-data": {
                    /** @description A regular expression, which may have named groups. */
                    pattern: string;
                    /**
                     * @description An RFC 6570 URL template; named groups are inserted as `{name_of_group}`.
                     *
                     *     **Changes**: Renamed from `url_format_string` at feature level 176.
                     */
                    url_template: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SimpleSuccess"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-linkifiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The linkifiers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "linkifiers": [
                     *         {
                     *           "id": 1,
                     *           "pattern": "#(?P<id>[0-9]+)",
                     *           "url_template": "https://github.com/zulip/zulip/issues/{id}"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        linkifiers: {
                            id: number;
                            pattern: string;
                            url_template: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The drafts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "count": 1,
                     *       "drafts": [
                     *         {
                     *           "id": 1,
                     *           "type": "stream",
                     *           "to": [
                     *             1
                     *           ],
                     *           "topic": "questions",
                     *           "content": "Hello",
                     *           "timestamp": 1595479019
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        count?: number;
                        drafts: (components["schemas"]["Draft"] & Record<string, never>)[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "create-drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "drafts": [
                 *         {
                 *           "type": "stream",
                 *           "to": [
                 *             1
                 *           ],
                 *           "topic": "questions",
                 *           "content": "What are the contribution guidelines for this project?",
                 *           "timestamp": 1595479019
                 *         }
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description The drafts to create; `id` must not be sent. */
                    drafts?: components["schemas"]["Draft"][];
                };
                /**
                 * @example {
                 *       "drafts": [
                 *         {
                 *           "type": "stream",
                 *           "to": [
                 *             1
                 *           ],
                 *           "topic": "questions",
                 *           "content": "What are the contribution guidelines for this project?",
                 *           "timestamp": 1595479019
                 *         }
                 *       ]
                 *     }
                 */
                "multipart/form-data": {
                    /** @description The drafts to create; `id` must not be sent. */
                    drafts?: components["schemas"]["Draft"][];
                };
            };
        };
        responses: {
            /** @description The drafts were created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "ids": [
                     *         1,
                     *         2,
                     *         3
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        /** @description The IDs of the new drafts, in the order they were submitted. */
                        ids: number[];
                    };
                };
            };
            /** @description An invalid draft. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "delete-draft": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2 */
                draft_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SimpleSuccess"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "edit-draft": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2 */
                draft_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "draft": {
                 *         "type": "stream",
                 *         "to": [
                 *           1
                 *         ],
                 *         "topic": "questions",
                 *         "content": "Hello again",
                 *         "timestamp": 1595479019
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    draft: components["schemas"]["Draft"];
                };
                /**
                 * @example {
                 *       "draft": {
                 *         "type": "stream",
                 *         "to": [
                 *           1
                 *         ],
                 *         "topic": "questions",
                 *         "content": "Hello again",
                 *         "timestamp": 1595479019
                 *       }
                 *     }
                 */
                "multipart/form-data": {
                    draft: components["schemas"]["Draft"];
                };
            };
        };
        responses: {
            200: components["responses"]["SimpleSuccess"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-messages": {
        parameters: {
            query: {
                /**
                 * @description A message ID, or `newest`, `oldest` or `first_unread`. Required unless `use_first_unread_anchor` is true.
                 * @example newest
                 */
                anchor?: string;
                /** @description Whether the anchor message itself is included when it matches. */
                include_anchor?: boolean;
                /**
                 * @description How many messages before the anchor to answer at most.
                 * @example 4
                 */
                num_before: number;
                /**
                 * @description How many messages after the anchor to answer at most.
                 * @example 8
                 */
                num_after: number;
                /**
                 * @description The narrow: a list of terms, each `{"operator", "operand", "negated"}` (or the legacy `[operator,
                 *     operand]` pair), e.g. `[{"operator": "channel", "operand": "Denmark"}, {"operator": "topic", "operand":
                 *     "castle"}]`. All messages the user can read when empty.
                 * @example [
                 *       {
                 *         "operator": "channel",
                 *         "operand": "Denmark"
                 *       }
                 *     ]
                 */
                narrow?: string;
                /**
                 * @deprecated
                 * @description Legacy way of asking for `anchor=first_unread`.
                 */
                use_first_unread_anchor?: boolean;
                /**
                 * @description Whether the client supports computing gravatars URLs itself. When true, `avatar_url` is null for users whose
                 *     avatar is hosted by the gravatar provider and whose real email the requester can see.
                 *
                 *     **Changes**: At feature level 92: the default became true.
                 */
                client_gravatar?: components["parameters"]["ClientGravatar"];
                /** @description True answers message content as HTML, false as raw Markdown. */
                apply_markdown?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "anchor": 10000000000000000,
                     *       "found_newest": true,
                     *       "found_oldest": false,
                     *       "found_anchor": false,
                     *       "history_limited": false,
                     *       "messages": [
                     *         {
                     *           "id": 16,
                     *           "sender_id": 4,
                     *           "sender_email": "hamlet@zulip.com",
                     *           "sender_full_name": "King Hamlet",
                     *           "sender_realm_str": "zulip",
                     *           "type": "stream",
                     *           "stream_id": 1,
                     *           "display_recipient": "Denmark",
                     *           "recipient_id": 20,
                     *           "subject": "castle",
                     *           "content": "<p>Something is rotten in the state of Denmark.</p>",
                     *           "content_type": "text/html",
                     *           "timestamp": 1527921326,
                     *           "avatar_url": "https://secure.gravatar.com/avatar/6d8cad0fd00256e7b40691d27ddfd466?d=identicon&version=1",
                     *           "client": "website",
                     *           "is_me_message": false,
                     *           "flags": [
                     *             "read"
                     *           ],
                     *           "reactions": [],
                     *           "submessages": [],
                     *           "topic_links": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        /** @description The anchor the server used, as a message ID. */
                        anchor: number;
                        /** @description Whether the window reaches the newest matching message. */
                        found_newest: boolean;
                        /** @description Whether the window reaches the oldest matching message. */
                        found_oldest: boolean;
                        /** @description Whether the anchor message itself matched the narrow. */
                        found_anchor: boolean;
                        /** @description Whether older messages exist that the organization's plan hides. */
                        history_limited: boolean;
                        /** @description Oldest first. */
                        messages: components["schemas"]["Message"][];
                    };
                };
            };
            /** @description An invalid anchor, window or narrow. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "send-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "stream",
                 *       "to": 1,
                 *       "topic": "Castle",
                 *       "content": "Hello"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description **Changes**: Value `channel` new in feature level 248.
                     * @enum {string}
                     */
                    type: "direct" | "channel" | "stream" | "private";
                    /** @description A channel ID or name, or a list of user IDs. */
                    to: number | string | number[];
                    topic?: string;
                    content: string;
                };
                /**
                 * @example {
                 *       "type": "stream",
                 *       "to": 1,
                 *       "topic": "Castle",
                 *       "content": "Hello"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description **Changes**: Value `channel` new in feature level 248.
                     * @enum {string}
                     */
                    type: "direct" | "channel" | "stream" | "private";
                    /** @description A channel ID or name, or a list of user IDs. */
                    to: number | string | number[];
                    topic?: string;
                    content: string;
                };
            };
        };
        responses: {
            /** @description The message was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "id": 42
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        id: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-message": {
        parameters: {
            query?: {
                /**
                 * @description True returns the content as HTML, false as raw Markdown.
                 *
                 *     **Changes**: New in feature level 120.
                 */
                apply_markdown?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description The ID of the message.
                 * @example 43
                 */
                message_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "raw_content": "**Don't** forget your towel!",
                     *       "message": {
                     *         "id": 16,
                     *         "type": "private",
                     *         "content": "<p><strong>Don't</strong> forget your towel!</p>",
                     *         "content_type": "text/html",
                     *         "timestamp": 1527921326,
                     *         "subject": "",
                     *         "display_recipient": [
                     *           {
                     *             "id": 4,
                     *             "email": "hamlet@zulip.com",
                     *             "full_name": "King Hamlet",
                     *             "is_mirror_dummy": false
                     *           },
                     *           {
                     *             "id": 5,
                     *             "email": "iago@zulip.com",
                     *             "full_name": "Iago",
                     *             "is_mirror_dummy": false
                     *           }
                     *         ],
                     *         "recipient_id": 27,
                     *         "sender_id": 4,
                     *         "sender_email": "hamlet@zulip.com",
                     *         "sender_full_name": "King Hamlet",
                     *         "sender_realm_str": "zulip",
                     *         "avatar_url": "https://secure.gravatar.com/avatar/6d8cad0fd00256e7b40691d27ddfd466?d=identicon&version=1",
                     *         "client": "website",
                     *         "is_me_message": false,
                     *         "flags": [
                     *           "read"
                     *         ],
                     *         "reactions": [],
                     *         "submessages": [],
                     *         "topic_links": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        /**
                         * @deprecated
                         * @description Deprecated; the raw Markdown content.
                         */
                        raw_content: string;
                        message: components["schemas"]["Message"];
                    };
                };
            };
            /** @description The message does not exist or is not visible to the caller. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "mark-topic-as-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "stream_id": 43,
                 *       "topic_name": "new coffee machine"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description The channel of the topic. */
                    stream_id: number;
                    /** @description The topic. */
                    topic_name: string;
                };
                /**
                 * @example {
                 *       "stream_id": 43,
                 *       "topic_name": "new coffee machine"
                 *     }
                 */
                "multipart/form-data": {
                    /** @description The channel of the topic. */
                    stream_id: number;
                    /** @description The topic. */
                    topic_name: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SimpleSuccess"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "get-attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "attachments": [
                     *         {
                     *           "id": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & {
                        attachments: {
                            id: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "remove-attachment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ID of the attachment.
                 * @example 1
                 */
                attachment_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SimpleSuccess"];
            /** @description The attachment ID is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "fetch-api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "iago@zulip.com",
                 *       "password": "<password>"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description Usually the email address; may be an LDAP username. */
                    username: string;
                    /** Format: password */
                    password: string;
                };
                /**
                 * @example {
                 *       "username": "iago@zulip.com",
                 *       "password": "<password>"
                 *     }
                 */
                "multipart/form-data": {
                    /** @description Usually the email address; may be an LDAP username. */
                    username: string;
                    /** Format: password */
                    password: string;
                };
            };
        };
        responses: {
            /** @description The API key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "api_key": "gjA04ZYcqXKalvYMA8OeXSfzUOLrtbZv",
                     *       "email": "iago@zulip.com",
                     *       "user_id": 5
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The credentials are wrong (Zulip's answer; not shown by the seed). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "error",
                     *       "msg": "Your username or password is incorrect",
                     *       "code": "AUTHENTICATION_FAILED"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["RateLimited"];
        };
    };
    "dev-fetch-api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "iago@zulip.com"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description The email address. */
                    username: string;
                };
                /**
                 * @example {
                 *       "username": "iago@zulip.com"
                 *     }
                 */
                "multipart/form-data": {
                    /** @description The email address. */
                    username: string;
                };
            };
        };
        responses: {
            /** @description The API key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "api_key": "gjA04ZYcqXKalvYMA8OeXSfzUOLrtbZv",
                     *       "email": "iago@zulip.com",
                     *       "user_id": 5
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The user does not exist or is deactivated (Zulip's answer; not shown by the seed). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "error",
                     *       "msg": "Your username or password is incorrect",
                     *       "code": "AUTHENTICATION_FAILED"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["RateLimited"];
        };
    };
    "get-server-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": "success",
                     *       "msg": "",
                     *       "authentication_methods": {
                     *         "password": true,
                     *         "dev": true,
                     *         "email": true,
                     *         "ldap": false
                     *       },
                     *       "external_authentication_methods": [],
                     *       "service_feature_level": 267,
                     *       "service_version": "1.0.0",
                     *       "service_merge_base": "1.0.0",
                     *       "zulip_feature_level": 267,
                     *       "zulip_version": "1.0.0",
                     *       "zulip_merge_base": "1.0.0",
                     *       "push_notifications_enabled": false,
                     *       "is_incompatible": false,
                     *       "email_auth_enabled": true,
                     *       "require_email_format_usernames": true,
                     *       "realm_uri": "http://localhost:9991",
                     *       "realm_url": "http://localhost:9991",
                     *       "realm_name": "Zulip Dev",
                     *       "realm_icon": "https://secure.gravatar.com/avatar/62429d594b6ffc712f54aee976a18b44?d=identicon",
                     *       "realm_description": "<p>The development organization.</p>",
                     *       "realm_web_public_access_enabled": false
                     *     }
                     */
                    "application/json": components["schemas"]["JsonSuccess"] & components["schemas"]["ServerSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "update-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "high_contrast_mode": true
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    full_name?: string;
                    twenty_four_hour_time?: boolean;
                    dense_mode?: boolean;
                    high_contrast_mode?: boolean;
                    /** @enum {integer} */
                    color_scheme?: 1 | 2 | 3;
                    /** @description A language code of the server's; x-language-names gives the English name of each code Zulip knows. */
                    default_language?: string;
                    timezone?: string;
                    enable_sounds?: boolean;
                    enable_desktop_notifications?: boolean;
                    enable_offline_email_notifications?: boolean;
                    enable_drafts_synchronization?: boolean;
                    send_stream_typing_notifications?: boolean;
                };
                /**
                 * @example {
                 *       "high_contrast_mode": true
                 *     }
                 */
                "multipart/form-data": {
                    full_name?: string;
                    twenty_four_hour_time?: boolean;
                    dense_mode?: boolean;
                    high_contrast_mode?: boolean;
                    /** @enum {integer} */
                    color_scheme?: 1 | 2 | 3;
                    /** @description A language code of the server's; x-language-names gives the English name of each code Zulip knows. */
                    default_language?: string;
                    timezone?: string;
                    enable_sounds?: boolean;
                    enable_desktop_notifications?: boolean;
                    enable_offline_email_notifications?: boolean;
                    enable_drafts_synchronization?: boolean;
                    send_stream_typing_notifications?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["SimpleSuccess"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
}
