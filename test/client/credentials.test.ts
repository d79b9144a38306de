/** createChatClient refuses credentials it could only send empty (an unset API_KEY), with a message that says where keys come from. */
import { describe, expect, it } from "vitest";
import { ChatClientOptionsError, createChatClient } from "../../client/index.ts";

const baseUrl = "http://chat.invalid";
const capture = () => {
  const seen: Request[] = [];
  return { seen, fetch: async (r: Request) => (seen.push(r), new Response(JSON.stringify({ result: "success", msg: "" }), { headers: { "content-type": "application/json" } })) };
};

describe("createChatClient credentials", () => {
  it.each([
    ["an unset key (a missing environment variable)", { email: "iago@zulip.com", apiKey: undefined }, /apiKey is unset; get one with POST \/fetch_api_key/],
    ["an empty key", { email: "iago@zulip.com", apiKey: "" }, /apiKey is empty/],
    ["a blank key", { email: "iago@zulip.com", apiKey: "  " }, /apiKey is empty/],
    ["a key without an email", { apiKey: "abc" }, /email is unset; give the account's email address/],
    ["both given but empty", { email: "", apiKey: "" }, /email is empty and apiKey is empty; .*dev_fetch_api_key/],
  ])("refuses %s", (_, credentials, message) => {
    expect(() => createChatClient({ baseUrl, ...credentials })).toThrow(ChatClientOptionsError);
    expect(() => createChatClient({ baseUrl, ...credentials })).toThrow(message);
  });

  it("sends Basic auth with both, and nothing when both are left out", async () => {
    const { seen, fetch } = capture();
    await createChatClient({ baseUrl, email: "iago@zulip.com", apiKey: "k3y", fetch }).GET("/users/me");
    await createChatClient({ baseUrl, fetch }).GET("/server_settings");
    expect(seen[0].headers.get("authorization")).toBe(`Basic ${btoa("iago@zulip.com:k3y")}`);
    expect(seen[1].headers.get("authorization")).toBeNull();
  });
});
