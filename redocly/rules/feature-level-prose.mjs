import { CHANGES_MARK, annotatedLevels, changesParagraph } from "../lib/feature-level-prose.mjs";

// Prose about feature levels must agree with the data: a description that names a level needs an annotation with
// that level on the same element, and a generated "**Changes**" paragraph must be exactly what the data says.
function check(node, ctx) {
  const description = node.description;
  if (typeof description !== "string") return;
  const [handWritten, generated] = description.split(CHANGES_MARK);
  const levels = annotatedLevels(node);
  for (const match of handWritten.matchAll(/\blevel (\d+)\b/gi)) {
    const level = Number(match[1]);
    if (!levels.has(level)) {
      ctx.report({
        message: `Description mentions level ${level}, but no x-feature-level annotation here says ${level}.`,
        location: ctx.location.child("description"),
      });
    }
  }
  if (generated !== undefined && `${CHANGES_MARK}${generated}`.trim() !== changesParagraph(node)) {
    ctx.report({
      message: "The **Changes** paragraph does not match this element's x-feature-level data.",
      location: ctx.location.child("description"),
    });
  }
}

export default function FeatureLevelProse() {
  return { Operation: { enter: check }, Parameter: { enter: check }, Schema: { enter: check } };
}
