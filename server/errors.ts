// The one error type and the one error path of the server. Handlers throw ApiError; app.ts turns it
// (and anything else) into the spec's envelope {result: "error", msg, code, ...extra}.

export class ApiError extends Error {
  constructor(
    readonly code: string,
    msg: string,
    readonly status = 400,
    readonly extra: Record<string, unknown> = {},
    readonly options: {
      headers?: Record<string, string>;
      /** Keep the request's writes although it answers with an error (Zulip's INVITATION_FAILED
       *  still sends the other invitations). */
      commit?: boolean;
      /** The msg is the seed's (an x-errors row of a seed operation) or already the profile's: never reworded, nor its code changed
       *  (server/profile.ts, otherMessages). */
      keepMsg?: boolean;
    } = {},
  ) {
    super(msg);
  }
}

/** Zulip answers every 401 with this challenge. */
export const WWW_AUTHENTICATE = 'Basic realm="zulip"';

export const badRequest = (msg: string, extra: Record<string, unknown> = {}) => new ApiError("BAD_REQUEST", msg, 400, extra);

export const unauthorized = (msg = "Not logged in: API authentication or user session required", code = "UNAUTHORIZED") =>
  new ApiError(code, msg, 401, {}, { headers: { "WWW-Authenticate": WWW_AUTHENTICATE } });

export function errorBody(err: ApiError): Record<string, unknown> {
  return { result: "error", msg: err.message, code: err.code, ...err.extra };
}

/** Convert anything thrown into a Response. Unknown errors never leak details. */
export function errorResponse(err: unknown, log: (e: unknown) => void = console.error): Response {
  if (err instanceof ApiError) {
    return new Response(JSON.stringify(errorBody(err)), {
      status: err.status,
      headers: { "Content-Type": "application/json", ...(err.options.headers ?? {}) },
    });
  }
  log(err);
  return new Response(JSON.stringify({ result: "error", msg: "Internal server error", code: "BAD_REQUEST" }), {
    status: 500,
    headers: { "Content-Type": "application/json" },
  });
}
