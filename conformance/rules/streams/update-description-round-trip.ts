import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { allChannels, getStream, htmlText, PATCH, GET, patchStream, pickPublic, restoreLater, show } from "./_support.ts";

// A word, possibly with Markdown emphasis or code, or with characters HTML must escape.
const word = stringMatching(/^[a-z0-9]{1,8}$/);
const token = fc.oneof(
  word.map((w) => ({ md: w, text: w })),
  word.map((w) => ({ md: `**${w}**`, text: w })),
  word.map((w) => ({ md: `*${w}*`, text: w })),
  word.map((w) => ({ md: `\`${w}\``, text: w })),
  fc.tuple(word, fc.constantFrom("<", "&", ">"), word).map(([a, c, b]) => ({ md: `${a}${c}${b}`, text: `${a}${c}${b}` })),
);
const description = fc.array(token, { minLength: 1, maxLength: 6 }).map((ts) => ({ md: ts.map((t) => t.md).join(" "), text: ts.map((t) => t.text).join(" ") }));

// description round trips (text/markdown, as sent), and rendered_description is its HTML rendering: markup as
// elements, text escaped, the same words, also where the text parses as JSON (level 64). Urlencoded and multipart
// bodies alike. The description is put back.
export default rule({
  id: "streams/update-description-round-trip",
  title: "PATCH description round trips; rendered_description is its HTML",
  seed: "Endpoints, Channels: PATCH /streams/{stream_id} description; Channel object: description (text/markdown), rendered_description (HTML)",
  statements: ["streams.update-description", "channel.description", "channel.rendered-description", "streams.update-response", "level.64"],
  operations: [PATCH, GET],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const channel = pickPublic(await allChannels(admin));
    if (!channel) return ctx.note("no public channel to edit");
    const id = channel.stream_id;
    await restoreLater(ctx, admin, id, ["description"]);
    const check = async ({ d, kind }: { d: { md: string; text: string }; kind: string }) => {
      expectSuccess(await patchStream(admin, id, { description: d.md }), `PATCH description ${show(d.md)}`);
      const { ex, stream } = await getStream(admin, id);
      expectThat(stream.description === d.md, { title: `description did not round trip (${kind})`, expected: show(d.md), received: show(stream.description), exchange: ex });
      const html = stream.rendered_description;
      expectThat(typeof html === "string" && /<[a-z][a-z0-9]*[\s>]/i.test(html) && htmlText(html) === d.text, {
        title: `rendered_description is not the description as HTML (${kind})`,
        expected: `HTML whose text is ${show(d.text)}`,
        received: show(html),
        exchange: ex,
      });
    };
    // Every kind of token every run (plain, strong, emphasis, code, each character HTML escapes), then random mixes.
    const kinds: [string, { md: string; text: string }][] = [
      ["plain text", { md: "alpha bravo", text: "alpha bravo" }],
      ["strong", { md: "alpha **bravo**", text: "alpha bravo" }],
      ["emphasis", { md: "alpha *bravo*", text: "alpha bravo" }],
      ["code", { md: "alpha `bravo`", text: "alpha bravo" }],
      ...["<", "&", ">"].map((c): [string, { md: string; text: string }] => [`the character ${c}`, { md: `alpha${c}bravo`, text: `alpha${c}bravo` }]),
    ];
    // From level 64 the description is no longer JSON-encoded: text that parses as JSON (a string in quotes, a list)
    // is kept verbatim, not decoded.
    const jsonLike: [string, { md: string; text: string }][] = ctx.since(`${PATCH} body.description @changed`)
      ? [
          ["text that parses as a JSON string", { md: '"alpha bravo"', text: '"alpha bravo"' }],
          ["text that parses as a JSON list", { md: "[1, 2]", text: "[1, 2]" }],
        ]
      : [];
    await ctx.each([...kinds, ...jsonLike], ([kind, d]) => check({ d, kind }));
    await ctx.property("description", fc.record({ d: description }), ({ d }) => check({ d, kind: "a random mix" }));
  },
});
