/**
 * Type-level tests of the generated types and the client. `tsc --noEmit` (npm run lint) checks every
 * `@ts-expect-error` below (an unused one is an error), and vitest runs the expectTypeOf assertions.
 */
import { describe, expectTypeOf, it } from "vitest";
import { createChatClient, type ChatClient, type ErrorEnvelope, type components, type paths } from "../../client/index.ts";

const ok = async () => new Response(JSON.stringify({ result: "success", msg: "" }), { headers: { "content-type": "application/json" } });
const chat: ChatClient = createChatClient({ baseUrl: "http://chat.invalid", email: "e@x.invalid", apiKey: "k", fetch: ok });

describe("generated types and typed client", () => {
  it("rejects a path the spec does not have", async () => {
    // @ts-expect-error no such path
    await chat.GET("/channels");
    // @ts-expect-error the path exists, but not for this method
    await chat.POST("/server_settings");
  });

  it("rejects a missing required parameter or field", async () => {
    // @ts-expect-error stream_id is a required path parameter
    await chat.GET("/streams/{stream_id}", { params: { path: {} } });
    // @ts-expect-error the body of POST /user_groups/create is required
    await chat.POST("/user_groups/create", {});
    await chat.POST("/user_groups/create", {
      // @ts-expect-error members is required
      body: { name: "support", description: "Support team" },
    });
    // @ts-expect-error POST /mark_topic_as_read needs topic_name
    await chat.POST("/mark_topic_as_read", { body: { stream_id: 1 } });
  });

  it("rejects a field of the wrong type", async () => {
    // @ts-expect-error stream_id is an integer
    await chat.GET("/streams/{stream_id}", { params: { path: { stream_id: "seven" } } });
    // @ts-expect-error members is a list of user IDs (the client JSON-encodes it, callers pass the list)
    await chat.POST("/user_groups/create", { body: { name: "a", description: "b", members: "[1,2]" } });
    // @ts-expect-error include_public is a boolean
    await chat.GET("/streams", { params: { query: { include_public: "true" } } });
    // @ts-expect-error not one of the message types
    await chat.POST("/scheduled_messages", { body: { type: "email", to: 1, content: "x", scheduled_delivery_timestamp: 1 } });
  });

  it("types request bodies with the decoded values, not their wire form", () => {
    type CreateGroup = NonNullable<paths["/user_groups/create"]["post"]["requestBody"]>["content"]["application/x-www-form-urlencoded"];
    expectTypeOf<CreateGroup["members"]>().toEqualTypeOf<number[]>();
    expectTypeOf<CreateGroup["name"]>().toEqualTypeOf<string>();
    type UpdateStream = NonNullable<paths["/streams/{stream_id}"]["patch"]["requestBody"]>["content"]["multipart/form-data"];
    expectTypeOf<UpdateStream["is_private"]>().toEqualTypeOf<boolean | undefined>();
  });

  it("types success data and the error envelope, without throwing for an HTTP status", async () => {
    const { data, error } = await chat.GET("/streams/{stream_id}", { params: { path: { stream_id: 7 } } });
    expectTypeOf<NonNullable<typeof data>["stream"]["stream_id"]>().toEqualTypeOf<number>();
    if (error) {
      expectTypeOf(error.msg).toEqualTypeOf<string>();
      expectTypeOf(error.code).toEqualTypeOf<string>();
      expectTypeOf(error.result).toEqualTypeOf<"error">();
      expectTypeOf(error).toMatchTypeOf<ErrorEnvelope | components["schemas"]["UnauthorizedError"]>();
    }
    const settings = await chat.GET("/server_settings");
    expectTypeOf(settings.data?.service_feature_level).toEqualTypeOf<number | undefined>();
  });
});
