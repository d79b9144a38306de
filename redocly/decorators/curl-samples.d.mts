// Types of curl-samples.mjs for the TypeScript tests.
type Json = Record<string, any>;
type Value = [name: string, value: unknown, jsonEncoded: boolean];
export declare const shellQuote: (s: string) => string;
export declare const wireValue: (value: unknown, json: boolean) => string;
export declare function curlCommand(options: {
  method: string;
  path: string;
  query?: Value[];
  fields?: Value[];
  multipart?: boolean;
  authenticated?: boolean;
  prefix?: string;
}): string;
export declare function samplesFor(root: Json, path: string, method: string, pathItem: Json, op: Json): { lang: string; label: string; source: string }[];
export default function CurlSamples(): { Root: { leave(root: Json): void } };
