// Every operation states who may call it as data (docs/spec-conventions.md), so docs and suite read the same fact.
const ROLES = ["anonymous", "guest", "member", "moderator", "administrator", "owner"];

export default function OperationRequiredRole() {
  return {
    Operation: {
      enter(operation, ctx) {
        const role = operation["x-required-role"];
        if (role === undefined) {
          ctx.report({ message: "Operation must declare `x-required-role`.", location: ctx.location.key() });
        } else if (!ROLES.includes(role)) {
          ctx.report({
            message: `\`x-required-role\` must be one of ${ROLES.join(", ")}; got ${JSON.stringify(role)}.`,
            location: ctx.location.child("x-required-role"),
          });
        }
        const anonymous = Array.isArray(operation.security) && operation.security.length === 0;
        if (role !== undefined && anonymous !== (role === "anonymous")) {
          ctx.report({
            message: "`x-required-role: anonymous` goes with `security: []`, and only with it.",
            location: ctx.location.child("x-required-role"),
          });
        }
      },
    },
  };
}
