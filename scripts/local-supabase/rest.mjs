// @ts-check
/**
 * The subset of PostgREST this app uses, on the public schema's tables:
 * insert (POST), select with filters/order/limit (GET, HEAD) and delete
 * (DELETE); and calls of the public schema's functions that take named
 * plain arguments and return one value (POST /rest/v1/rpc/<name>). Each request runs in one transaction as the JWT's role with its
 * claims set, so grants and Row Level Security decide, as on Supabase.
 *
 * Strict by design: a query parameter, Prefer token, media type, header or
 * method that PostgREST understands but this stand-in does not implement is
 * answered with a 4xx naming it (code NOT_IMPLEMENTED_LOCALLY), never
 * skipped, so no test can pass here and then fail against a hosted project.
 */
import { runAs } from "./database.mjs";
import { HttpError, send } from "./responses.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {{ code: string, details: string | null, hint: string | null, message: string }} RestErrorBody */
/** @typedef {{ role: string, claims: Record<string, unknown> }} RequestAuth */

export const NOT_IMPLEMENTED = "NOT_IMPLEMENTED_LOCALLY";
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** @type {Record<string, string>} */
const OPERATORS = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=", like: "like", ilike: "ilike" };
/** PostgREST's other filter operators: understood there, so a clear "not implemented" here rather than a parse error. */
const OTHER_OPERATORS = new Set([
  "match", "imatch", "in", "is", "isdistinct", "fts", "plfts", "phfts", "wfts",
  "cs", "cd", "ov", "sl", "sr", "nxr", "nxl", "adj", "not", "all", "any",
]);
/** Query parameters PostgREST reads as something other than a column filter, and this stand-in does not. */
const UNIMPLEMENTED_PARAMETERS = new Map([
  ["on_conflict", "on_conflict (upsert conflict target)"],
  ["columns", "columns (explicit insert columns)"],
  ["and", "and (logical filter groups)"],
  ["or", "or (logical filter groups)"],
]);
/** Media ranges this stand-in answers with: a plain JSON array. */
const JSON_MEDIA = new Set(["*/*", "application/*", "application/json", "application/vnd.pgrst.array+json"]);

class RestError extends Error {
  /** @param {number} status @param {RestErrorBody} body */
  constructor(status, body) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/** A 4xx for something PostgREST does that this stand-in does not. @param {string} what @param {number} [status] */
function notImplemented(what, status = 400) {
  return new RestError(status, {
    code: NOT_IMPLEMENTED,
    details: null,
    hint: "Implement it in scripts/local-supabase/rest.mjs, or run this against a hosted Supabase project.",
    message: `the local Supabase does not implement ${what}`,
  });
}

/** A path segment as a name; a malformed escape is just a name nothing has (a 404, not a crash). @param {string} segment */
function decodeName(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** @param {string} message @param {string | null} [details] */
function parseError(message, details = null) {
  return new RestError(400, { code: "PGRST100", details, hint: null, message });
}

/** @param {string} name */
function ident(name) {
  if (!IDENTIFIER.test(name)) {
    throw parseError(
      `"${name}" is not a valid column name`,
      "the local Supabase only understands plain lower-case column names (no quoting, JSON paths, casts, aliases or embedded resources)",
    );
  }
  return `"${name}"`;
}

/**
 * Builds a WHERE clause from `col=op.value` query parameters. The value is
 * an untyped literal, so Postgres reads it as the column's type (timestamps
 * and numbers compare as such, as in PostgREST, not as text).
 * @param {URLSearchParams} searchParams @param {unknown[]} params
 */
function whereClause(searchParams, params) {
  const parts = [];
  for (const [key, raw] of searchParams) {
    if (key === "select" || key === "order" || key === "limit" || key === "offset") continue;
    const dot = raw.indexOf(".");
    const name = dot < 0 ? raw : raw.slice(0, dot);
    const op = OPERATORS[name];
    if (!op) {
      const bare = name.replace(/\(.*$/, "");
      if (OTHER_OPERATORS.has(bare)) throw notImplemented(`the filter operator "${name}" (in ${key}=${raw})`);
      throw parseError(`"failed to parse filter (${raw})"`, `unexpected "${raw}"`);
    }
    let value = raw.slice(dot + 1);
    if (op === "like" || op === "ilike") value = value.replace(/(?<!\\)\*/g, "%");
    params.push(value);
    parts.push(`${ident(key)} ${op} $${params.length}`);
  }
  return parts.length ? ` where ${parts.join(" and ")}` : "";
}

/** @param {string | null} order */
function orderClause(order) {
  if (order == null) return "";
  const terms = order.split(",").map((term) => {
    const [column = "", ...mods] = term.split(".");
    const direction = mods.filter((m) => m === "asc" || m === "desc");
    const nulls = mods.filter((m) => m === "nullsfirst" || m === "nullslast");
    if (direction.length + nulls.length !== mods.length || direction.length > 1 || nulls.length > 1) {
      throw parseError(`"failed to parse order (${order})"`, `unexpected "${term}"`);
    }
    const nullsSql = nulls[0] === "nullsfirst" ? " nulls first" : nulls[0] === "nullslast" ? " nulls last" : "";
    return `${ident(column)} ${direction[0] ?? "asc"}${nullsSql}`;
  });
  return ` order by ${terms.join(", ")}`;
}

/** @param {string | null} select */
function selectList(select) {
  if (select == null || select === "*") return "*";
  return select
    .split(",")
    .map((item) => {
      if (!IDENTIFIER.test(item)) {
        throw notImplemented(`"${item}" in select (only * or plain column names: no aliases, casts, JSON paths, embedded resources or aggregates)`);
      }
      return `"${item}"`;
    })
    .join(", ");
}

/** @param {string} name @param {string | null} value */
function count(name, value) {
  if (value == null) return null;
  if (!/^\d+$/.test(value)) throw parseError(`"failed to parse ${name} (${value})"`, `unexpected "${value}"`);
  return Number(value);
}

/**
 * The request's Prefer tokens (repeated headers arrive joined with commas).
 * Only the ones implemented here are accepted, each where it means something.
 * @param {IncomingMessage} req @param {string} method
 */
function preferences(req, method) {
  const tokens = String(req.headers.prefer ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  const write = method === "POST" || method === "DELETE";
  const read = method === "GET" || method === "HEAD";
  /** @type {{ returnRows: boolean, count: boolean }} */
  const prefer = { returnRows: false, count: false };
  /** @type {Map<string, string>} */
  const seen = new Map();
  for (const token of tokens) {
    const [key = "", value = ""] = token.split("=").map((s) => s.trim());
    if (seen.has(key) && seen.get(key) !== value) throw notImplemented(`conflicting Prefer tokens "${key}=${seen.get(key)}" and "${token}"`);
    seen.set(key, value);
    if (write && token === "return=representation") prefer.returnRows = true;
    else if (write && token === "return=minimal") prefer.returnRows = false;
    else if ((read || write) && token === "count=exact") prefer.count = true;
    // Every request here is strict about its preferences, which is what this token asks for.
    else if (token === "handling=strict") continue;
    // Columns absent from the body take their defaults here in any case (one key set for every row).
    else if (method === "POST" && token === "missing=default") continue;
    else throw notImplemented(`the Prefer token "${token}" on ${method}`);
  }
  return prefer;
}

/**
 * Rejects request headers whose PostgREST semantics are not implemented:
 * another schema, another response media type (single object, CSV, plan...),
 * a Range header, or a request body that is not JSON.
 * @param {IncomingMessage} req @param {string} method
 */
function checkHeaders(req, method) {
  for (const header of ["accept-profile", "content-profile"]) {
    const schema = req.headers[header];
    if (schema !== undefined && schema !== "public") {
      throw new RestError(406, {
        code: "PGRST106",
        details: null,
        hint: "Only the following schemas are exposed: public",
        message: `Invalid schema: ${schema}`,
      });
    }
  }
  const accept = req.headers.accept;
  if (accept) {
    // The client's most preferred media type decides, as PostgREST picks the first it can produce.
    const ranges = accept
      .split(",")
      .map((range, index) => {
        const [type = "", ...params] = range.split(";").map((s) => s.trim().toLowerCase());
        const q = params.find((p) => p.startsWith("q="));
        return { range: range.trim(), type, extra: params.filter((p) => !p.startsWith("q=")), q: q ? Number(q.slice(2)) : 1, index };
      })
      .filter((r) => r.type && r.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    const first = ranges[0];
    if (first && !(JSON_MEDIA.has(first.type) && first.extra.every((p) => p.startsWith("charset=")))) {
      throw notImplemented(`the response media type "${first.range}" (Accept; only JSON arrays, so no .single(), .maybeSingle(), .csv(), .geojson(), .explain() or stripNulls())`, 406);
    }
  }
  if (req.headers.range !== undefined || req.headers["range-unit"] !== undefined) {
    throw notImplemented("the Range header (use limit and offset)");
  }
  if (method === "POST") {
    const type = String(req.headers["content-type"] ?? "application/json").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") throw notImplemented(`the request body media type "${type}" (Content-Type; JSON only)`, 415);
  }
}

/**
 * Checks the query parameters against the method: anything PostgREST would
 * act on but this stand-in would not is an error here.
 * @param {URLSearchParams} searchParams @param {string} method
 */
function checkParameters(searchParams, method) {
  for (const key of new Set(searchParams.keys())) {
    const unimplemented = UNIMPLEMENTED_PARAMETERS.get(key);
    if (unimplemented) throw notImplemented(`the query parameter ${unimplemented}`);
    if (key.includes(".")) throw notImplemented(`the query parameter "${key}" (embedded resources and not.and/not.or)`);
    const shaping = key === "order" || key === "limit" || key === "offset";
    if (shaping && method !== "GET" && method !== "HEAD") throw notImplemented(`the query parameter ${key} on ${method}`);
    if (method === "POST" && key !== "select") throw notImplemented(`the query parameter "${key}" on POST`);
    if (searchParams.getAll(key).length > 1 && (key === "select" || shaping)) {
      throw parseError(`the query parameter ${key} is given more than once`);
    }
  }
}

/**
 * Maps a Postgres error to PostgREST's status and body (PostgREST's table;
 * anything not listed there is a 400).
 * @param {any} error @param {string} role
 */
function pgError(error, role) {
  /** @type {string} */
  const code = error?.code ?? "XX000";
  const body = { code, details: error?.detail ?? null, hint: error?.hint ?? null, message: String(error?.message ?? error) };
  const status = (() => {
    if (code === "42501") return role === "anon" ? 401 : 403;
    if (code === "23505" || code === "23503") return 409;
    if (code === "42883" || code === "42P01") return 404;
    if (code === "25006") return 405;
    if (/^(0L|0P|28)/.test(code)) return 403;
    if (code === "53400" || code === "42P17") return 500;
    if (/^(08|53)/.test(code)) return 503;
    if (code === "P0001") return 400;
    if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
    return 400;
  })();
  return new RestError(status, body);
}

/**
 * A database function as PostgREST's schema cache describes it: the names of
 * its input arguments, how many of the last ones have defaults, and whether
 * it returns one plain value (the only kind this stand-in answers).
 * @typedef {{ args: string[], defaults: number, scalar: boolean }} RestFunction
 */

/**
 * POST /rest/v1/rpc/<name> with a JSON object of named arguments: picks the
 * overload whose argument names fit, calls it as the request's role, and
 * answers its value as JSON, as PostgREST does for a function returning one
 * scalar. Everything else PostgREST does with functions is refused by name.
 * @param {import("@electric-sql/pglite").PGlite} db
 * @param {ReadonlyMap<string, RestFunction[]>} functions
 * @param {IncomingMessage} req @param {string} name @param {URLSearchParams} searchParams
 * @param {() => Promise<unknown>} readJson @param {RequestAuth} auth
 * @returns {Promise<{ status: number, body: unknown }>}
 */
async function callFunction(db, functions, req, name, searchParams, readJson, auth) {
  const method = req.method ?? "GET";
  if (method !== "POST") throw notImplemented(`${method} on /rest/v1/rpc/${name} (database functions are called with POST only)`, 405);
  for (const key of new Set(searchParams.keys())) throw notImplemented(`the query parameter "${key}" on a database function call`);
  checkHeaders(req, method);
  const prefer = String(req.headers.prefer ?? "").split(",").map((t) => t.trim()).filter(Boolean);
  for (const token of prefer) if (token !== "handling=strict") throw notImplemented(`the Prefer token "${token}" on a database function call`);
  const body = await readJson();
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw notImplemented("a database function call whose body is not one JSON object of named arguments");
  }
  /** @type {Record<string, unknown>} */
  const args = /** @type {Record<string, unknown>} */ (body);
  const given = Object.keys(args);
  for (const [key, value] of Object.entries(args)) {
    if (value !== null && typeof value === "object") throw notImplemented(`a JSON object or array as the argument "${key}"`);
  }
  const candidates = (functions.get(name) ?? []).filter(
    (fn) => given.every((key) => fn.args.includes(key)) && fn.args.slice(0, fn.args.length - fn.defaults).every((arg) => given.includes(arg)),
  );
  if (candidates.length === 0) {
    const listed = [...given].sort().join(", ");
    throw new RestError(404, {
      code: "PGRST202",
      details: `Searched for the function public.${name} ${given.length ? `with parameters ${listed}` : "without parameters"} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      hint: null,
      message: `Could not find the function public.${name}${given.length ? `(${listed})` : " without parameters"} in the schema cache`,
    });
  }
  if (candidates.length > 1) {
    throw new RestError(300, { code: "PGRST203", details: null, hint: null, message: `Could not choose the best candidate function between overloads of public.${name}` });
  }
  const [fn] = candidates;
  if (!fn?.scalar) throw notImplemented(`public.${name}: a function that returns a set, a row or nothing (only one plain value)`);
  /** @type {unknown[]} */
  const params = [];
  const named = given.map((key) => (params.push(args[key]), `${ident(key)} => $${params.length}`));
  const result = await runAs(db, auth.role, auth.claims, `select public.${ident(name)}(${named.join(", ")}) as result`, params);
  return { status: 200, body: /** @type {{ result: unknown }} */ (result.rows[0])?.result ?? null };
}

/**
 * @param {{ db: import("@electric-sql/pglite").PGlite, tables: ReadonlySet<string>, functions?: ReadonlyMap<string, RestFunction[]> }} deps
 *   `tables`: the public schema's tables and views, and `functions` its
 *   functions, as read at start-up.
 */
export function createRest({ db, tables, functions = new Map() }) {
  return {
    /**
     * @param {IncomingMessage} req @param {ServerResponse} res @param {string} pathname
     * @param {URLSearchParams} searchParams @param {() => Promise<unknown>} readJson @param {RequestAuth} auth
     * @returns {Promise<false | void>} false when the path is not a REST route
     */
    async handle(req, res, pathname, searchParams, readJson, auth) {
      const method = req.method ?? "GET";
      if (pathname === "/rest/v1" || pathname === "/rest/v1/") {
        return send(res, 404, notImplemented("the OpenAPI description at /rest/v1/", 404).body);
      }
      const rpc = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(pathname);
      if (rpc?.[1]) {
        try {
          const { status, body } = await callFunction(db, functions, req, decodeName(rpc[1]), searchParams, readJson, auth);
          return send(res, status, body);
        } catch (error) {
          if (error instanceof HttpError) throw error;
          const rest = error instanceof RestError ? error : pgError(error, auth.role);
          return send(res, rest.status, rest.body);
        }
      }
      const match = /^\/rest\/v1\/([^/]+)$/.exec(pathname);
      if (!match?.[1]) return false;
      const table = decodeName(match[1]);
      if (!tables.has(table)) {
        return send(res, 404, {
          code: "PGRST205",
          details: null,
          hint: null,
          message: `Could not find the table 'public.${table}' in the schema cache`,
        });
      }
      // The name comes from the catalog (checked above), so quoting is all it needs.
      const qualified = `public."${table.replaceAll('"', '""')}"`;

      try {
        if (method !== "GET" && method !== "HEAD" && method !== "POST" && method !== "DELETE") {
          if (method === "PATCH" || method === "PUT") {
            throw notImplemented(`${method} (${method === "PATCH" ? "update" : "upsert by primary key"}) on /rest/v1/${table}`, 405);
          }
          throw new RestError(405, { code: "PGRST117", details: null, hint: null, message: `Unsupported HTTP method: ${method}` });
        }
        checkParameters(searchParams, method);
        checkHeaders(req, method);
        const prefer = preferences(req, method);
        if (searchParams.has("select") && (method === "POST" || method === "DELETE") && !prefer.returnRows) {
          throw notImplemented(`select on ${method} without Prefer: return=representation (nothing would be returned)`);
        }
        const returning = prefer.returnRows ? ` returning ${selectList(searchParams.get("select"))}` : "";
        /** @param {number} affected @returns {Record<string, string>} */
        const countHeader = (affected) => (prefer.count ? { "Content-Range": `*/${affected}` } : {});

        if (method === "POST") {
          const body = await readJson();
          const rows = Array.isArray(body) ? body : [body];
          if (rows.length === 0 || rows.some((r) => !r || typeof r !== "object" || Array.isArray(r))) {
            throw new RestError(400, { code: "PGRST102", details: null, hint: null, message: "Expected a JSON object or an array of objects" });
          }
          /** @type {Record<string, unknown>[]} */
          const objects = rows;
          const columns = Object.keys(objects[0] ?? {});
          const keySet = columns.slice().sort().join(",");
          if (objects.some((row) => Object.keys(row).sort().join(",") !== keySet)) {
            throw new RestError(400, { code: "PGRST102", details: null, hint: null, message: "All object keys must match" });
          }
          if (columns.length === 0) throw notImplemented("an insert of an object with no keys (default values only)");
          /** @type {unknown[]} */
          const params = [];
          const values = objects.map((row) => `(${columns.map((c) => (params.push(row[c] ?? null), `$${params.length}`)).join(", ")})`);
          const sql = `insert into ${qualified} (${columns.map(ident).join(", ")}) values ${values.join(", ")}${returning}`;
          const result = await runAs(db, auth.role, auth.claims, sql, params);
          const affected = result.affectedRows ?? objects.length;
          return prefer.returnRows ? send(res, 201, result.rows, countHeader(affected)) : send(res, 201, undefined, countHeader(affected));
        }
        if (method === "GET" || method === "HEAD") {
          /** @type {unknown[]} */
          const params = [];
          const where = whereClause(searchParams, params);
          const limit = count("limit", searchParams.get("limit"));
          const offset = count("offset", searchParams.get("offset"));
          const sql =
            `select ${selectList(searchParams.get("select"))} from ${qualified}${where}${orderClause(searchParams.get("order"))}` +
            `${limit != null ? ` limit ${limit}` : ""}${offset != null ? ` offset ${offset}` : ""}`;
          const { rows } = await runAs(db, auth.role, auth.claims, sql, params);
          /** @type {number | null} */
          let total = null;
          if (prefer.count) {
            const counted = await runAs(db, auth.role, auth.claims, `select count(*)::int as n from ${qualified}${where}`, params);
            total = /** @type {{ n: number }} */ (counted.rows[0]).n;
          }
          const start = offset ?? 0;
          const range = rows.length ? `${start}-${start + rows.length - 1}` : "*";
          return send(res, 200, rows, { "Content-Range": `${range}/${total ?? "*"}` });
        }
        /** @type {unknown[]} */
        const params = [];
        const where = whereClause(searchParams, params);
        // Hosted Supabase loads pg-safeupdate for PostgREST: a DELETE without a filter is refused.
        if (!where) {
          throw new RestError(400, { code: "21000", details: null, hint: null, message: "DELETE requires a WHERE clause" });
        }
        const result = await runAs(db, auth.role, auth.claims, `delete from ${qualified}${where}${returning}`, params);
        const affected = result.affectedRows ?? result.rows.length;
        return prefer.returnRows ? send(res, 200, result.rows, countHeader(affected)) : send(res, 204, undefined, countHeader(affected));
      } catch (error) {
        // Body errors (too large, not JSON) are the server's to answer.
        if (error instanceof HttpError) throw error;
        const rest = error instanceof RestError ? error : pgError(error, auth.role);
        return send(res, rest.status, rest.body);
      }
    },
  };
}
