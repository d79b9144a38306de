// Types of operation-facts.mjs for the TypeScript tests.
type Json = Record<string, any>;
export declare const FACTS_MARK: string;
export declare function badges(op: Json): { name: string; color: string }[];
export declare function factsBlock(op: Json, rules?: string[]): string;
export declare function callerRoles(op: Json): {
  seed: string | undefined;
  excluded: string[];
  zulip?: { role: string; excluded: string[]; summary: string };
  rules: Json[];
};
export declare function roleSentence(op: Json): string;
export default function OperationFacts(options?: { rulesFile?: string }): { Operation: { leave(op: Json, ctx?: Json): void } };
