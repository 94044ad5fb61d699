// @ts-check
/** JSON responses and the two error shapes auth-js understands. */

export const API_VERSION = "2024-01-01";

/** On every answer, so a browser may read it (as Supabase's gateway does). */
const exposeHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "content-range, x-supabase-api-version",
};

/** The answer to a CORS preflight (OPTIONS) only. */
export const preflightHeaders = {
  ...exposeHeaders,
  "Access-Control-Allow-Methods": "GET, POST, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers":
    "authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, range, accept-profile, content-profile",
};

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

/**
 * A JSON answer (or an empty one), with its Content-Length, so the client
 * reads one plain message instead of a chunked stream.
 * @param {ServerResponse} res @param {number} status @param {unknown} body
 * @param {Record<string, string | number>} [headers]
 * @returns {void}
 */
export function send(res, status, body, headers = {}) {
  const payload = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, {
    ...exposeHeaders,
    ...(body === undefined ? {} : { "Content-Type": "application/json; charset=utf-8" }),
    // A 204 carries no body and so no length (RFC 9110, 8.6).
    ...(status === 204 ? {} : { "Content-Length": Buffer.byteLength(payload) }),
    ...headers,
  });
  res.end(payload);
}

/**
 * An Auth (GoTrue) error. With the X-Supabase-Api-Version request header the
 * new shape is used and the header echoed (else auth-js leaves error.code
 * undefined); without it, the legacy shape.
 * @param {IncomingMessage} req @param {ServerResponse} res @param {number} status
 * @param {string} code @param {string} message @param {Record<string, unknown>} [extra]
 * @returns {void}
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
  /** @param {number} status @param {string} code @param {string} message */
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
