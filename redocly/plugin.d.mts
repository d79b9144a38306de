// Types for plugin.mjs, so TypeScript tests can import the registry.
type Visitor = Record<string, unknown>;
export declare const rules: Record<
  "operation-required-role" | "operation-has-tags" | "error-envelope" | "feature-level-integer" | "feature-level-prose",
  () => Visitor
>;
export declare const decorators: Record<string, () => Visitor>;
export default function teamchatPlugin(): { id: string; rules: { oas3: typeof rules }; decorators: { oas3: typeof decorators } };
