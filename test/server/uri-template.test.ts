// RFC 6570's own examples (section 3.2, string values), as the reference server expands linkifier URL templates.
import { describe, expect, it } from "vitest";
import { expandUriTemplate } from "../../server/render/uri-template.ts";

const values = { var: "value", hello: "Hello World!", path: "/foo/bar", empty: "", x: "1024", y: "768" };
const CASES: [string, string][] = [
  ["{var}", "value"],
  ["{hello}", "Hello%20World%21"],
  ["{+hello}", "Hello%20World!"],
  ["{+path}/here", "/foo/bar/here"],
  ["{#hello}", "#Hello%20World!"],
  ["{#path:6}/here", "#/foo/b/here"],
  ["X{.var}", "X.value"],
  ["X{.x,y}", "X.1024.768"],
  ["{/var}", "/value"],
  ["{/var,x}/here", "/value/1024/here"],
  ["{;x,y}", ";x=1024;y=768"],
  ["{;x,y,empty}", ";x=1024;y=768;empty"],
  ["{?x,y}", "?x=1024&y=768"],
  ["{?x,y,empty}", "?x=1024&y=768&empty="],
  ["?fixed=yes{&x}", "?fixed=yes&x=1024"],
  ["{var:3}", "val"],
  ["{x,hello,y}", "1024,Hello%20World%21,768"],
  ["{undef}{?undef}", ""],
];

describe("RFC 6570 expansion of URL templates", () => {
  for (const [template, expected] of CASES) it(`${template} → ${expected}`, () => expect(expandUriTemplate(template, values)).toBe(expected));
});
