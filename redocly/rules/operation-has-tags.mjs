// Docs group operations by tag; an untagged operation disappears from the navigation.
export default function OperationHasTags() {
  return {
    Operation: {
      enter(operation, ctx) {
        if (!Array.isArray(operation.tags) || operation.tags.length === 0) {
          ctx.report({ message: "Operation must have at least one tag.", location: ctx.location.key() });
        }
      },
    },
  };
}
