/** JSON responses and the two error shapes auth-js understands. */

export const API_VERSION = "2024-01-01";

export const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers":
    "authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, range, accept-profile, content-profile",
  "Access-Control-Expose-Headers": "content-range, x-supabase-api-version",
};

export function send(res, status, body, headers = {}) {
  const payload = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders,
    ...(body === undefined ? {} : { "Content-Type": "application/json; charset=utf-8" }),
    ...headers,
  });
  res.end(payload);
}

/**
 * An Auth (GoTrue) error. With the X-Supabase-Api-Version request header the
 * new shape is used and the header echoed (else auth-js leaves error.code
 * undefined); without it, the legacy shape.
 */
export function authError(req, res, status, code, message, extra = {}) {
  if (req.headers["x-supabase-api-version"]) {
    send(res, status, { code, message, ...extra }, { "X-Supabase-Api-Version": API_VERSION });
  } else {
    send(res, status, { code: status, error_code: code, msg: message, ...extra });
  }
}

/** Thrown inside handlers to answer with a client error. */
export class HttpError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
