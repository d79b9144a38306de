// Helpers shared by the channel rules (not a rule: no default export, not in index.ts).
// Ground truth is always read from the server itself (an administrator's view of all channels, each account's
// subscriptions through include_subscribed), never from knowledge of a particular realm.
import type { Caller, RuleContext } from "../types.ts";
import type { Exchange } from "../../engine/types.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { expectSuccess, expectThat, show, type Json } from "../expect.ts";

export type Channel = Json & { stream_id: number; name: string };

export const LIST = "GET /streams";
export const GET = "GET /streams/{stream_id}";
export const PATCH = "PATCH /streams/{stream_id}";

export const FLAGS = ["include_public", "include_web_public", "include_subscribed", "include_all_active", "include_default", "include_owner_subscribed"] as const;
export type Flag = (typeof FLAGS)[number];
/** The seed's defaults for the GET /streams flags. */
export const FLAG_DEFAULTS: Record<Flag, boolean> = {
  include_public: true,
  include_web_public: false,
  include_subscribed: true,
  include_all_active: false,
  include_default: false,
  include_owner_subscribed: false,
};
/** Every flag false but the given ones. */
export const only = (...on: Flag[]): Record<Flag, boolean> => Object.fromEntries(FLAGS.map((f) => [f, on.includes(f)])) as Record<Flag, boolean>;

export { show, type Json };
export const ids = (list: { stream_id: number }[]) => new Set(list.map((s) => s.stream_id));
export const sorted = (s: Iterable<number>) => [...s].sort((a, b) => a - b);

/** GET /streams with these query values; the list, checked to be a list of objects with integer stream_id. */
export async function listStreams(caller: Caller, query: Record<string, unknown>): Promise<{ ex: Exchange; streams: Channel[] }> {
  const ex = await caller.call(LIST, { query });
  const body = expectSuccess(ex, `GET /streams ${show(query)} as ${caller.label}`);
  const streams = body.streams;
  expectThat(Array.isArray(streams) && streams.every((s) => s && typeof s === "object" && Number.isInteger(s.stream_id)), {
    title: "GET /streams without a list of channels",
    expected: "streams: a list of channel objects, each with an integer stream_id",
    received: show(streams).slice(0, 300),
    exchange: ex,
  });
  return { ex, streams: streams as Channel[] };
}

/** Every channel, as an administrator (or owner) sees it with include_all_active and include_default. */
export async function allChannels(admin: Caller): Promise<Channel[]> {
  return (await listStreams(admin, { ...only("include_all_active", "include_default") })).streams;
}

/** The channels a caller is subscribed to, by include_subscribed alone. */
export async function subscribedIds(caller: Caller): Promise<Set<number>> {
  return ids((await listStreams(caller, only("include_subscribed"))).streams);
}

export async function getStream(caller: Caller, id: number): Promise<{ ex: Exchange; stream: Channel }> {
  const ex = await caller.call(GET, { path: { stream_id: id } });
  const body = expectSuccess(ex, `GET /streams/${id}`);
  const stream = body.stream as Channel;
  expectThat(!!stream && typeof stream === "object" && stream.stream_id === id, {
    title: "GET /streams/{stream_id} returned another channel",
    expected: `stream: the channel object with stream_id ${id}`,
    received: show(stream).slice(0, 300),
    exchange: ex,
  });
  return { ex, stream };
}

export function patchStream(caller: Caller, id: number, body: Record<string, unknown>, bodyKind?: "urlencoded" | "multipart"): Promise<Exchange> {
  return caller.call(PATCH, { path: { stream_id: id }, body, ...(bodyKind ? { bodyKind } : {}) });
}

export const isPublic = (c: Channel) => c.invite_only === false;
const byId = (a: Channel, b: Channel) => a.stream_id - b.stream_id;

/**
 * A public channel to edit: not web-public and not default when possible (fewer side effects), and if asked,
 * one `subscriber` is subscribed to. Undefined when the realm has none.
 */
export function pickPublic(channels: Channel[], opts: { subscribedBy?: Set<number>; nonDefault?: boolean } = {}): Channel | undefined {
  const candidates = channels
    .filter(isPublic)
    .filter((c) => !opts.subscribedBy || opts.subscribedBy.has(c.stream_id))
    .filter((c) => !opts.nonDefault || c.is_default !== true)
    .sort(byId);
  const plain = candidates.filter((c) => c.is_web_public !== true && c.is_default !== true);
  return plain[0] ?? candidates[0];
}

/** The name of the can_remove_subscribers_group parameter at the tested level (…_id before 197). */
export function removeGroupParam(ctx: RuleContext): string {
  const fields = ctx.spec.operation(PATCH).body?.fields ?? [];
  return fields.find((f) => f.name.startsWith("can_remove_subscribers_group"))?.name ?? "can_remove_subscribers_group";
}

/** The value of message_retention_days that means "retain forever" at the tested level. */
export const foreverWord = (ctx: RuleContext) => (ctx.since(`${PATCH} body.message_retention_days=unlimited @renamed`) ? "unlimited" : "forever");

export type Restorable = "description" | "name" | "stream_post_policy" | "message_retention_days" | "privacy" | "is_default" | "can_remove_subscribers_group";

/**
 * The channel the privacy rules change: a public, non-default channel `admin` is subscribed to, whose privacy
 * (invite_only, history, web-public) is put back when the rule ends. Undefined, after a note, when there is none.
 */
export async function privacyChannel(ctx: RuleContext, admin: Caller): Promise<{ id: number; before: Channel } | undefined> {
  const { ex, streams } = await listStreams(admin, only("include_all_active", "include_default"));
  // The channel's private status is what these rules change: every channel object carries it (invite_only boolean),
  // or a public channel could not be told from a private one.
  const lacking = streams.filter((c) => typeof c.invite_only !== "boolean");
  expectThat(lacking.length === 0, {
    title: "Channel objects lack invite_only (or it is not a boolean)",
    expected: "invite_only (boolean, true for a private channel) in every channel object",
    received: lacking.slice(0, 5).map((c) => `channel ${c.stream_id}: invite_only ${"invite_only" in c ? show(c.invite_only) : "absent"}`).join("; "),
    exchange: ex,
  });
  const channel = pickPublic(streams, { subscribedBy: await subscribedIds(admin), nonDefault: true });
  if (!channel) {
    ctx.note("no public, non-default channel the administrator is subscribed to");
    return undefined;
  }
  const id = channel.stream_id as number;
  return { id, before: await restoreLater(ctx, admin, id, ["privacy"]) };
}

/**
 * Registers a cleanup that puts back these properties of a channel as they are now: it re-reads the channel at the
 * end and sends only what differs (so it works whether the rule's changes were accepted or not).
 */
export async function restoreLater(ctx: RuleContext, caller: Caller, id: number, props: Restorable[]): Promise<Channel> {
  const before = await channelState(caller, id);
  ctx.cleanup(`restore ${props.join(", ")} of channel ${id} (${before.name})`, async () => {
    const now = await channelState(caller, id);
    const steps: Record<string, unknown>[] = [];
    const privacy = now.invite_only !== before.invite_only || now.history_public_to_subscribers !== before.history_public_to_subscribers || now.is_web_public !== before.is_web_public;
    if (props.includes("privacy") && privacy) {
      steps.push(before.invite_only ? { is_private: true, history_public_to_subscribers: before.history_public_to_subscribers } : { is_private: false });
    }
    if (props.includes("is_default") && now.is_default !== before.is_default && typeof before.is_default === "boolean") steps.push({ is_default_stream: before.is_default });
    if (props.includes("description") && now.description !== before.description) steps.push({ description: before.description });
    if (props.includes("name") && now.name !== before.name) steps.push({ new_name: before.name });
    if (props.includes("stream_post_policy") && now.stream_post_policy !== before.stream_post_policy) steps.push({ stream_post_policy: before.stream_post_policy });
    if (props.includes("message_retention_days") && now.message_retention_days !== before.message_retention_days) {
      const d = before.message_retention_days;
      steps.push({ message_retention_days: d === null ? "realm_default" : d === -1 ? foreverWord(ctx) : d });
    }
    const param = removeGroupParam(ctx);
    if (props.includes("can_remove_subscribers_group") && now[param] !== before[param]) steps.push({ [param]: before[param] });
    for (const body of steps) {
      const ex = await patchStream(caller, id, body);
      if (bodyObject(ex.response)?.result !== "success") throw new Error(`PATCH /streams/${id} ${show(body)}: ${ex.response.status} ${ex.response.text.slice(0, 200)}`);
    }
  });
  return before;
}

/** A channel's object from GET /streams/{id}, plus is_default from the administrator's list. */
export async function channelState(caller: Caller, id: number): Promise<Channel> {
  const { stream } = await getStream(caller, id);
  const listed = (await listStreams(caller, only("include_all_active", "include_default"))).streams.find((c) => c.stream_id === id);
  return { ...stream, ...(listed && "is_default" in listed ? { is_default: listed.is_default } : {}) };
}

/** HTML text content: tags removed, the common entities decoded, whitespace collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(lt|gt|quot|amp|#39|#x27|apos|nbsp);/g, (_, e: string) => ({ lt: "<", gt: ">", quot: '"', amp: "&", "#39": "'", "#x27": "'", apos: "'", nbsp: " " })[e] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

