import { CHANGES_MARK, changesParagraph } from "../lib/feature-level-prose.mjs";

// Appends the "**Changes**" paragraph generated from x-feature-level / x-enum-levels to the description of every
// annotated operation, parameter and schema, so the prose is never written twice by hand. Idempotent.
function addProse(node) {
  const paragraph = changesParagraph(node);
  if (!paragraph) return;
  const description = (node.description ?? "").split(`\n\n${CHANGES_MARK}`)[0].trimEnd();
  node.description = description ? `${description}\n\n${paragraph}` : paragraph;
}

export default function FeatureLevelProse() {
  return {
    Operation: { leave: addProse },
    Parameter: { leave: addProse },
    Schema: { leave: addProse },
  };
}
