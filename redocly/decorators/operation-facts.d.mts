// Types of operation-facts.mjs for the TypeScript tests.
type Json = Record<string, any>;
export declare const FACTS_MARK: string;
export declare function badges(op: Json): { name: string; color: string }[];
export declare function factsBlock(op: Json): string;
export default function OperationFacts(): { Operation: { leave(op: Json): void } };
