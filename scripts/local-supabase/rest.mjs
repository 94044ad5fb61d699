/**
 * The subset of PostgREST this app uses, on the public schema's tables:
 * insert (POST), select with filters/order/limit (GET) and delete (DELETE).
 * Each request runs in one transaction as the JWT's role with its claims set,
 * so grants and Row Level Security decide, as on Supabase.
 */
import { runAs } from "./database.mjs";
import { send } from "./responses.mjs";

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const OPERATORS = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=", like: "like", ilike: "ilike" };
const RESERVED = new Set(["select", "order", "limit", "offset", "on_conflict", "columns"]);

class RestError extends Error {
  constructor(status, body) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

function ident(name) {
  if (!IDENTIFIER.test(name)) {
    throw new RestError(400, { code: "PGRST100", details: null, hint: null, message: `"${name}" is not a valid column name` });
  }
  return `"${name}"`;
}

/** Builds a WHERE clause from `col=op.value` query parameters. */
function whereClause(searchParams, params) {
  const parts = [];
  for (const [key, raw] of searchParams) {
    if (RESERVED.has(key)) continue;
    const dot = raw.indexOf(".");
    const op = OPERATORS[raw.slice(0, dot)];
    if (dot < 0 || !op) {
      throw new RestError(400, { code: "PGRST100", details: `unexpected "${raw}"`, hint: null, message: `"failed to parse filter (${raw})"` });
    }
    let value = raw.slice(dot + 1);
    if (op === "like" || op === "ilike") value = value.replace(/(?<!\\)\*/g, "%");
    params.push(value);
    parts.push(`${ident(key)}::text ${op} $${params.length}`);
  }
  return parts.length ? ` where ${parts.join(" and ")}` : "";
}

function orderClause(order) {
  if (!order) return "";
  const terms = order.split(",").map((term) => {
    const [column, ...mods] = term.split(".");
    const dir = mods.includes("desc") ? "desc" : "asc";
    const nulls = mods.includes("nullsfirst") ? " nulls first" : mods.includes("nullslast") ? " nulls last" : "";
    return `${ident(column)} ${dir}${nulls}`;
  });
  return ` order by ${terms.join(", ")}`;
}

function selectList(select) {
  if (!select || select === "*") return "*";
  return select.split(",").map((c) => ident(c.trim())).join(", ");
}

function positiveInt(value) {
  if (value == null) return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** Maps a Postgres error to PostgREST's status and body. */
function pgError(error, role) {
  const code = error.code ?? "XX000";
  const body = { code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message };
  if (code === "42501") return new RestError(role === "anon" ? 401 : 403, body);
  if (code === "23505" || code === "23503") return new RestError(409, body);
  if (code.startsWith("22") || code.startsWith("23") || code === "42703") return new RestError(400, body);
  if (code === "42P01") return new RestError(404, body);
  return new RestError(500, body);
}

export function createRest({ db, tables }) {
  return {
    /** @returns false when the path is not a REST route */
    async handle(req, res, pathname, searchParams, readJson, auth) {
      const match = /^\/rest\/v1\/([^/]+)$/.exec(pathname);
      if (!match) return false;
      const table = decodeURIComponent(match[1]);
      if (!tables.includes(table)) {
        return send(res, 404, {
          code: "PGRST205",
          details: null,
          hint: null,
          message: `Could not find the table 'public.${table}' in the schema cache`,
        });
      }
      const prefer = String(req.headers.prefer ?? "");
      const wantsRows = prefer.includes("return=representation");
      const wantsCount = prefer.includes("count=exact");
      const qualified = `public.${ident(table)}`;

      try {
        if (req.method === "POST") {
          const body = await readJson();
          const rows = Array.isArray(body) ? body : [body];
          if (rows.length === 0 || rows.some((r) => !r || typeof r !== "object" || Array.isArray(r))) {
            throw new RestError(400, { code: "PGRST102", details: null, hint: null, message: "Expected a JSON object or an array of objects" });
          }
          const columns = Object.keys(rows[0]);
          const params = [];
          const values = rows.map((row) => `(${columns.map((c) => (params.push(row[c] ?? null), `$${params.length}`)).join(", ")})`);
          const sql = `insert into ${qualified} (${columns.map(ident).join(", ")}) values ${values.join(", ")}${wantsRows ? " returning *" : ""}`;
          const result = await runAs(db, auth.role, auth.claims, sql, params);
          return wantsRows ? send(res, 201, result.rows) : send(res, 201, undefined);
        }
        if (req.method === "GET" || req.method === "HEAD") {
          const params = [];
          const where = whereClause(searchParams, params);
          const limit = positiveInt(searchParams.get("limit"));
          const offset = positiveInt(searchParams.get("offset"));
          const sql =
            `select ${selectList(searchParams.get("select"))} from ${qualified}${where}${orderClause(searchParams.get("order"))}` +
            `${limit != null ? ` limit ${limit}` : ""}${offset != null ? ` offset ${offset}` : ""}`;
          const { rows } = await runAs(db, auth.role, auth.claims, sql, params);
          const total = wantsCount
            ? (await runAs(db, auth.role, auth.claims, `select count(*)::int as n from ${qualified}${where}`, params)).rows[0].n
            : null;
          const start = offset ?? 0;
          const range = rows.length ? `${start}-${start + rows.length - 1}` : "*";
          return send(res, 200, rows, { "Content-Range": `${range}/${total ?? "*"}` });
        }
        if (req.method === "DELETE") {
          const params = [];
          const where = whereClause(searchParams, params);
          const sql = `delete from ${qualified}${where}${wantsRows ? " returning *" : ""}`;
          const result = await runAs(db, auth.role, auth.claims, sql, params);
          return wantsRows ? send(res, 200, result.rows) : send(res, 204, undefined);
        }
        return send(res, 405, { code: "PGRST117", details: null, hint: null, message: `Unsupported HTTP method: ${req.method}` });
      } catch (error) {
        const rest = error instanceof RestError ? error : error?.status ? error : pgError(error, auth.role);
        if (rest instanceof RestError) return send(res, rest.status, rest.body);
        throw error;
      }
    },
  };
}
