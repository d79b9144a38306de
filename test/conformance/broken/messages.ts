// Broken servers for the messages rules: the reference server with exactly one behaviour changed, one per rule.
import { formFields, isOperation, jsonResponse, rewriteForm, type Breakage, type Fetch } from "../support/reference.ts";
import { success, type BrokenCase } from "../support/prove.ts";
import { int32Ids } from "./_wide-ids.ts";

const GET = "GET /messages/{message_id}";

/** Rewrites the message object of successful GET /messages/{message_id} answers. */
function rewriteMessage(change: (m: any, url: URL) => any): Breakage {
  return {
    response: (req, res, json) =>
      isOperation(req, GET) && json?.result === "success" && json.message ? jsonResponse({ ...json, message: change({ ...json.message }, new URL(req.url)) }, res) : res,
  };
}

const LIST = "GET /messages";

/** Rewrites every message of successful GET /messages answers. */
function rewriteListed(change: (m: any, url: URL) => any): Breakage {
  return {
    response: (req, res, json) =>
      isOperation(req, LIST) && Array.isArray(json?.messages) ? jsonResponse({ ...json, messages: json.messages.map((m: any) => change({ ...m }, new URL(req.url))) }, res) : res,
  };
}

/** After `op` succeeds, marks every topic with unread messages among the caller's newest read (as a broader action would). */
function alsoMarksEveryTopicRead(op: string): (fetch: Fetch) => Fetch {
  return (fetch) => async (req) => {
    if (!isOperation(req, op)) return fetch(req);
    const auth = req.headers.get("authorization") ?? "";
    const res = await fetch(req);
    const url = new URL("http://conformance.test/api/v1/messages");
    for (const [k, v] of Object.entries({ anchor: "newest", num_before: "30", num_after: "0" })) url.searchParams.set(k, v);
    const recent = await (await fetch(new Request(url, { headers: { authorization: auth } }))).json();
    const topics = new Set<string>();
    for (const m of recent.messages ?? []) if (m.stream_id && !m.flags?.includes("read")) topics.add(JSON.stringify([m.stream_id, m.subject]));
    for (const t of topics) {
      const [stream_id, topic_name] = JSON.parse(t);
      await fetch(
        new Request("http://conformance.test/api/v1/mark_topic_as_read", {
          method: "POST",
          headers: { authorization: auth, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ stream_id: String(stream_id), topic_name }).toString(),
        }),
      );
    }
    return res;
  };
}

export const BROKEN: Record<string, BrokenCase> = {
  "messages/get-unknown-id": {
    breakage: { response: (req, res, json) => (isOperation(req, GET) && json?.msg === "Invalid message(s)" ? jsonResponse({ ...json, msg: "Invalid message" }, res) : res) },

    // IDs read as 32-bit integers: 2^32 + N is message N.
    also: [{ wrap: int32Ids() }],
  },
  "messages/get-invisible-direct-message": {
    // Messages that exist are shown to anyone (a fake answer for the suite's new message IDs).
    breakage: {
      response: (req, res, json) =>
        isOperation(req, GET) && json?.msg === "Invalid message(s)" && Number(new URL(req.url).pathname.split("/").pop()) < 1_000_000 ? success({ raw_content: "", message: {} }) : res,
    },
  },
  "messages/apply-markdown": {
    breakage: rewriteMessage((m, url) => (url.searchParams.get("apply_markdown") === "false" ? { ...m, content_type: "text/html" } : m)),
    // Only the last case broken: apply_markdown left out read as false (raw Markdown). Every case is read.
    also: [{ breakage: rewriteMessage((m, url) => (!url.searchParams.has("apply_markdown") ? { ...m, content_type: "text/x-markdown", content: m.content.replace(/<[^>]+>/g, "") } : m)) }],
  },
  "messages/raw-content": {
    breakage: { response: (req, res, json) => (isOperation(req, GET) && json?.result === "success" ? jsonResponse({ ...json, raw_content: json.message?.content ?? "" }, res) : res) },
  },
  "messages/channel-message-fields": {
    breakage: rewriteMessage(({ stream_id: _dropped, ...m }) => m),
  },
  "messages/direct-message-fields": {
    breakage: rewriteMessage((m) => (m.type === "private" ? { ...m, subject: "(direct)" } : m)),
  },
  "messages/mark-topic-as-read": {
    breakage: { request: (req) => (isOperation(req, "POST /mark_topic_as_read") ? success() : undefined) },
  },
  "messages/mark-topic-as-read-unknown-channel": {
    breakage: { response: (req, res, json) => (isOperation(req, "POST /mark_topic_as_read") && json?.result === "error" ? success() : res) },

    // IDs read as 32-bit integers: 2^32 + N is channel N.
    also: [{ wrap: int32Ids() }],
  },
  "messages/never-edited-no-edit-fields": {
    // Every message reads as edited when it was sent.
    breakage: rewriteMessage((m) => ({ ...m, last_edit_timestamp: m.timestamp })),
    // Only direct messages read as edited (every kind is tried every run).
    also: [{ breakage: rewriteMessage((m) => (m.type === "private" ? { ...m, edit_history: [] } : m)) }],
  },
  "messages/edit-history-entries": {
    breakage: rewriteListed(({ last_edit_timestamp: _dropped, ...m }) => m),
  },
  "messages/is-me-message": {
    breakage: rewriteMessage((m) => ({ ...m, is_me_message: false })),
    // Channel messages never say /me (every kind is tried every run).
    also: [{ breakage: rewriteMessage((m) => (m.type === "stream" ? { ...m, is_me_message: false } : m)) }],
  },
  "messages/wildcard-mentioned-flag": {
    // The deprecated flag is no longer set.
    breakage: rewriteMessage((m) => ({ ...m, flags: (m.flags ?? []).filter((f: string) => f !== "wildcard_mentioned") })),
    // Only topic mentions lose it (every mention kind is tried every run).
    // A topic mention sets topic_wildcard_mentioned without wildcard_mentioned (every mention kind is tried every run).
    also: [
      {
        breakage: {
          response: (req, res, json) =>
            isOperation(req, GET) && json?.result === "success" && String(json.raw_content ?? "").includes("@**topic**")
              ? jsonResponse({ ...json, message: { ...json.message, flags: [...(json.message.flags ?? []).filter((f: string) => f !== "wildcard_mentioned"), "topic_wildcard_mentioned"] } }, res)
              : res,
        },
      },
    ],
  },
  "messages/recipient-id": { breakage: rewriteMessage((m) => ({ ...m, recipient_id: m.id })) },
  "messages/sender-fields": { breakage: rewriteMessage((m) => ({ ...m, sender_full_name: m.sender_email })) },
  "messages/avatar-url-null-only-with-gravatar": {
    // client_gravatar false is not honoured.
    breakage: rewriteListed((m) => ({ ...m, avatar_url: null })),
  },
  "messages/mark-topic-as-read-only-that-topic": { wrap: alsoMarksEveryTopicRead("POST /mark_topic_as_read") },
  "messages/topic-links": { breakage: rewriteMessage((m) => ({ ...m, topic_links: [] })) },
  // RFC 6570 read as level 1 only: every expression expanded as the simple {name} ({+ref} like {ref}, {/ref} too).
  "messages/topic-links-template-operators": {
    wrap: rewriteForm("POST /realm/filters", (f) => ({ ...f, url_template: (f.url_template ?? "").replace(/\{[+#./;?&]/g, "{") })),
    // Only the last operator tried (&, form-style continuation) read as the simple one: every template is read.
    also: [
      { wrap: rewriteForm("POST /realm/filters", (f) => ({ ...f, url_template: (f.url_template ?? "").replace(/\{&/g, "{") })) },
      // The seed's PATCH /realm/filters/{filter_id} reads every expression as the simple one (POST right).
      { wrap: rewriteForm("PATCH /realm/filters/{filter_id}", (f) => ({ ...f, url_template: (f.url_template ?? "").replace(/\{[+#./;?&]/g, "{") })) },
    ],
  },
  "messages/reactions-shape": {
    breakage: rewriteListed((m) => ({ ...m, reactions: (m.reactions ?? []).map((r: any) => ({ ...r, user: { ...r.user, id: r.user_id + 1 } })) })),
  },
  "messages/length-limits": {
    // A message exactly at max_message_length loses its last character.
    wrap: (fetch) => async (req) => {
      if (!isOperation(req, "POST /messages")) return fetch(req);
      const fields = await formFields(req.clone());
      if (fields.content?.length !== 10000) return fetch(req);
      const headers = new Headers(req.headers);
      headers.set("content-type", "application/x-www-form-urlencoded");
      headers.delete("content-length");
      return fetch(new Request(req.url, { method: "POST", headers, body: new URLSearchParams({ ...fields, content: fields.content.slice(0, -1) }).toString() }));
    },
  },
  "messages/message-object-shape": {
    // Reactions lose their emoji_code (the rule reads the organization's reacted messages).
    breakage: rewriteMessage((m) => ({ ...m, reactions: (m.reactions ?? []).map(({ emoji_code: _dropped, ...r }: any) => r), submessages: ["widget"] })),
  },
  "messages/rendered-content-keeps-text": {
    // Code spans lose their text when rendered.
    breakage: rewriteMessage((m) => (m.content_type === "text/html" ? { ...m, content: String(m.content).replace(/<code>[^<]*<\/code>/g, "<code></code>") } : m)),
    // Headings lose their text (the inline styles kept): every construct of the body is read.
    also: [{ breakage: rewriteMessage((m) => (m.content_type === "text/html" ? { ...m, content: String(m.content).replace(/<h1>[^<]*<\/h1>/g, "<h1></h1>") } : m)) }],
  },
  "messages/any-user-can-post": {
    // Only subscribers may post to a channel, whatever its stream_post_policy.
    wrap: (fetch) => async (req) => {
      if (!isOperation(req, "POST /messages")) return fetch(req);
      const fields = await formFields(req.clone());
      if (fields.type !== "stream") return fetch(req);
      const url = new URL("http://conformance.test/api/v1/streams?include_public=false&include_subscribed=true");
      const mine = await (await fetch(new Request(url, { headers: { authorization: req.headers.get("authorization") ?? "" } }))).json();
      const subscribed = (mine.streams ?? []).some((s: any) => String(s.stream_id) === fields.to);
      return subscribed ? fetch(req) : jsonResponse({ result: "error", msg: "Not subscribed", code: "BAD_REQUEST" }, undefined, 400);
    },
  },
  // stream_post_policy 3 is stored as 1: anyone, guests too, can post.
  "messages/post-policy-refuses-guests": {
    wrap: rewriteForm("PATCH /streams/{stream_id}", (f) => (f.stream_post_policy === "3" ? { ...f, stream_post_policy: "1" } : f)),
    // Only the last restricted policy tried (4, moderators) read as 1: every policy is read.
    also: [{ wrap: rewriteForm("PATCH /streams/{stream_id}", (f) => (f.stream_post_policy === "4" ? { ...f, stream_post_policy: "1" } : f)) }],
  },
  // Two messages under one ID.
  "messages/message-ids": {
    breakage: { response: (req, res, json) => (isOperation(req, LIST) && Array.isArray(json?.messages) && json.messages.length > 1 ? jsonResponse({ ...json, messages: json.messages.map((m: any, i: number) => (i === 0 ? { ...m, id: json.messages[1].id } : m)) }, res) : res) },
  },
  // HTML content is the body escaped in a paragraph: the Markdown is never rendered.
  "messages/content-markdown-rendered": {
    breakage: {
      response: (req, res, json) =>
        isOperation(req, GET) && json?.result === "success" && json.message?.content_type === "text/html"
          ? jsonResponse({ ...json, message: { ...json.message, content: `<p>${String(json.raw_content).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>` } }, res)
          : res,
    },
    // Inline styles rendered, block quotes not (the quote left as text in a paragraph): every construct is read.
    also: [
      {
        breakage: {
          response: (req, res, json) =>
            isOperation(req, GET) && json?.result === "success" && /^> /.test(String(json.raw_content)) && json.message?.content_type === "text/html"
              ? jsonResponse({ ...json, message: { ...json.message, content: `<p>&gt; ${String(json.raw_content).slice(2)}</p>` } }, res)
              : res,
        },
      },
    ],
  },
};

/**
 * The rules that read the messages a server holds where it offers no POST /messages (Zulip's): on the seed-only
 * profile each passes on the reference server and fails on these, which break what it reads of existing messages
 * (GET /messages/{message_id} only: the seed-only profile serves no GET /messages). A rule not listed here with its
 * own case reuses its BROKEN one.
 */
export const SEED_ONLY_BROKEN: Record<string, BrokenCase> = {
  "messages/message-object-shape": BROKEN["messages/message-object-shape"],
  "messages/channel-message-fields": BROKEN["messages/channel-message-fields"],
  "messages/direct-message-fields": BROKEN["messages/direct-message-fields"],
  "messages/sender-fields": BROKEN["messages/sender-fields"],
  "messages/recipient-id": BROKEN["messages/recipient-id"],
  "messages/raw-content": BROKEN["messages/raw-content"],
  "messages/apply-markdown": BROKEN["messages/apply-markdown"],
  "messages/content-markdown-rendered": BROKEN["messages/content-markdown-rendered"],
  "messages/mark-topic-as-read": BROKEN["messages/mark-topic-as-read"],
  "messages/get-invisible-direct-message": BROKEN["messages/get-invisible-direct-message"],
  // Strong words lose their text (the development realm's messages have strong words, no code span).
  "messages/rendered-content-keeps-text": { breakage: rewriteMessage((m) => (m.content_type === "text/html" ? { ...m, content: String(m.content).replace(/<strong>[^<]*<\/strong>/g, "<strong></strong>") } : m)) },
  // Every message says it is a /me message (the messages found are ordinary ones).
  "messages/is-me-message": { breakage: rewriteMessage((m) => ({ ...m, is_me_message: true })) },
  // Edited messages read by ID lack last_edit_timestamp.
  "messages/edit-history-entries": { breakage: rewriteMessage(({ last_edit_timestamp: _dropped, ...m }) => m) },
  "messages/message-ids": { breakage: rewriteMessage((m) => ({ ...m, id: m.id + 1 })) },
  // Every message carries the deprecated wildcard_mentioned flag, mentioned or not.
  "messages/wildcard-mentioned-flag": { breakage: rewriteMessage((m) => ({ ...m, flags: [...new Set([...(m.flags ?? []), "wildcard_mentioned"])] })) },
  // Once a user marks a topic read, every message reads as read for them (as if every conversation were marked).
  "messages/mark-topic-as-read-only-that-topic": {
    wrap: (fetch) => {
      const marked = new Set<string>();
      return async (req) => {
        const who = req.headers.get("authorization") ?? "";
        if (isOperation(req, "POST /mark_topic_as_read")) marked.add(who);
        const res = await fetch(req);
        if (!isOperation(req, GET) || !marked.has(who)) return res;
        const json = await res.clone().json().catch(() => undefined);
        return json?.result === "success" && json.message ? jsonResponse({ ...json, message: { ...json.message, flags: [...new Set([...(json.message.flags ?? []), "read"])] } }, res) : res;
      };
    },
  },
};
