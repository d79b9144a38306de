import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { GET, LIST, allChannels, getStream, show } from "./_support.ts";

// Every channel, as an administrator lists it (include_all_active, include_default): the channel object the spec
// shows at the tested level (ListedChannel), stream_id unique in the list; and GET /streams/{stream_id} answers the
// same channel, field for field, without is_default.
export default rule({
  id: "streams/channel-fields",
  title: "Channel objects have the seed's fields, unique IDs, and one channel reads the same listed or alone",
  seed: "Channel object (stream_id unique channel ID, name, description, rendered_description, date_created, creator_id, invite_only, is_web_public, stream_post_policy, message_retention_days, history_public_to_subscribers, first_message_id, is_announcement_only, can_remove_subscribers_group, stream_weekly_traffic); Endpoints, Channels: GET /streams/{stream_id} (channel object without is_default)",
  statements: ["channel.stream-id", "channel.is-web-public", "channel.is-announcement-only", "channel.stream-weekly-traffic", "streams.get-one"],
  operations: [LIST, GET],
  roles: ["administrator"],
  async run(ctx) {
    const admin = ctx.as("administrator");
    const channels = await allChannels(admin);
    const ids = channels.map((c) => c.stream_id);
    const dup = ids.filter((id, i) => ids.indexOf(id) !== i);
    expectThat(dup.length === 0, { title: "Two listed channels share a stream_id", expected: "unique stream_id values", received: `repeated: ${show([...new Set(dup)])}` });
    // Every channel, each its own case; its listed shape and its agreement with GET /streams/{stream_id} apart.
    await ctx.each(channels, async (c) => {
      const problems = ctx.spec.schemaProblems("ListedChannel", c);
      expectThat(problems.length === 0, { title: "A listed channel lacks a field or has the wrong type", expected: "the channel object of the spec at the tested level", received: `channel ${c.stream_id}: ${problems.join("; ")}` });
    });
    await ctx.each(channels, async (c) => {
      const { ex, stream } = await getStream(admin, c.stream_id);
      const { is_default: _listedOnly, ...listed } = c;
      const differ = Object.keys({ ...listed, ...stream }).filter((k) => JSON.stringify(listed[k]) !== JSON.stringify(stream[k]));
      expectThat(differ.length === 0, {
        title: "GET /streams/{stream_id} and GET /streams disagree on a channel",
        expected: `channel ${c.stream_id} alike in both, but for is_default`,
        received: differ.map((k) => `${k}: listed ${show(listed[k])}, alone ${show(stream[k])}`).join("; "),
        exchange: ex,
      });
    });
  },
});
