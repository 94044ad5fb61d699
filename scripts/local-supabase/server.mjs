// @ts-check
/**
 * The embedded local Supabase: an HTTP server on 127.0.0.1 answering the
 * Auth and PostgREST calls this app makes, on a real Postgres (PGlite).
 * Development and test infrastructure only: no app code imports it.
 */
import { createServer } from "node:http";
import path from "node:path";
import { createAuth } from "./auth.mjs";
import { openDatabase, ROLES } from "./database.mjs";
import { loadKeys } from "./keys.mjs";
import { loadNewsletterSecret, registerNewsletterSecret } from "./newsletter-secret.mjs";
import { createRest } from "./rest.mjs";
import { HttpError, preflightHeaders, send } from "./responses.mjs";

export const DEFAULT_PORT = 54321;
export const MAX_BODY_BYTES = 64 * 1024;
const TEN_YEARS = 10 * 365 * 24 * 3600;

/** @typedef {import("@electric-sql/pglite").PGlite} PGlite */

/**
 * The admin's email as the app derives it: the username itself if it is an email, else username@example.com.
 * @param {string | undefined} username
 */
export function adminEmailFor(username) {
  const name = String(username || "admin").trim().toLowerCase();
  return name.includes("@") ? name : `${name}@example.com`;
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<string>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      reject(new HttpError(413, "request_too_large", `Request body is larger than ${MAX_BODY_BYTES} bytes`));
      req.resume();
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, "request_too_large", `Request body is larger than ${MAX_BODY_BYTES} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * The public schema's tables and views (after the migrations ran), as
 * PostgREST's schema cache holds them: read once at start-up, so a new
 * migration's table is served without touching this server.
 * @param {PGlite} db
 */
async function exposedTables(db) {
  const { rows } = await db.query(
    `select c.relname as name from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
  );
  return new Set(rows.map((row) => String(row.name)));
}

/**
 * The public schema's functions PostgREST would expose, with the names of
 * their input arguments; read once at start-up like the tables. A function
 * with unnamed, OUT or variadic arguments is left out (nothing here uses one).
 * @param {PGlite} db
 * @returns {Promise<Map<string, import("./rest.mjs").RestFunction[]>>}
 */
async function exposedFunctions(db) {
  const { rows } = await db.query(
    `select p.proname as name, coalesce(p.proargnames, '{}') as args, p.proargmodes is null as plain,
            p.pronargs as nargs, p.pronargdefaults as defaults,
            not p.proretset and t.typtype in ('b', 'd', 'e') and t.typname <> 'void' as scalar
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type t on t.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f'`,
  );
  /** @type {Map<string, import("./rest.mjs").RestFunction[]>} */
  const functions = new Map();
  for (const row of /** @type {{ name: string, args: string[], plain: boolean, nargs: number, defaults: number, scalar: boolean }[]} */ (rows)) {
    if (!row.plain || row.args.length !== row.nargs || row.args.some((arg) => !arg)) continue;
    functions.set(row.name, [...(functions.get(row.name) ?? []), { args: row.args, defaults: row.defaults, scalar: row.scalar }]);
  }
  return functions;
}

/**
 * Starts the server once the database is open and migrated. `dataDir`
 * persists the database (and the signing key and newsletter secret, or
 * `keyFile` and `secretFile` name where they are kept); without it the
 * database lives in memory and the secret is new for the run. `loadDataDir`
 * starts from a dump.
 * @param {{ port?: number, host?: string, dataDir?: string, loadDataDir?: Blob, adminUsername?: string, db?: PGlite, keyFile?: string, secretFile?: string, newsletterSecret?: string }} options
 */
export async function startLocalSupabase(options = {}) {
  const db = options.db ?? (await openDatabase({ dataDir: options.dataDir, loadDataDir: options.loadDataDir }));
  const keyFile = options.keyFile ?? (options.dataDir ? path.join(options.dataDir, "..", "jwt-signing-key.json") : undefined);
  const secretFile = options.secretFile ?? (options.dataDir ? path.join(options.dataDir, "..", "newsletter-secret") : undefined);
  const server = await serveLocalSupabase({ ...options, keyFile, secretFile, db: Promise.resolve(db) }).catch(async (error) => {
    if (!options.db) await db.close();
    throw error;
  });
  await server.ready;
  return {
    ...server,
    db,
    async close() {
      await server.close();
      if (!options.db) await db.close();
    },
  };
}

/**
 * Listens at once and answers as soon as `db` is ready; requests that arrive
 * earlier wait for it. `npm run dev` uses this to start Next while a new
 * database initialises (the slowest part of a first start) instead of after.
 * The caller owns the database and closes it. The newsletter secret is
 * `newsletterSecret` when given, else the one kept in `secretFile` (made on
 * first use), else a new one; the database learns it before any request.
 * @param {{ port?: number, host?: string, adminUsername?: string, db: Promise<PGlite>, keyFile?: string, secretFile?: string, newsletterSecret?: string }} options
 */
export async function serveLocalSupabase(options) {
  const host = options.host ?? "127.0.0.1";
  const keys = await loadKeys(options.keyFile);
  const newsletterSecret = options.newsletterSecret || (await loadNewsletterSecret(options.secretFile));
  const anonKey = await keys.sign({ iss: "supabase-local", role: "anon" }, TEN_YEARS);
  const serviceRoleKey = await keys.sign({ iss: "supabase-local", role: "service_role" }, TEN_YEARS);
  const adminEmail = adminEmailFor(options.adminUsername ?? process.env.NEXT_PUBLIC_ADMIN_USERNAME);

  let url = "";
  const handlers = options.db.then(async (db) => {
    await registerNewsletterSecret(db, newsletterSecret);
    return {
      auth: createAuth({ db, keys, getUrl: () => url, adminEmail }),
      rest: createRest({ db, tables: await exposedTables(db), functions: await exposedFunctions(db) }),
    };
  });
  // A failed open is reported through `ready`; requests then get a 503.
  handlers.catch(() => {});
  const server = createServer(async (req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? "/", "http://localhost");
    try {
      if (req.method === "OPTIONS") {
        res.writeHead(204, preflightHeaders);
        return res.end();
      }
      const { auth, rest } = await handlers.catch((error) => {
        throw new HttpError(503, "database_unavailable", `The local database could not be opened: ${error instanceof Error ? error.message : error}`);
      });
      const apikey = req.headers.apikey;
      if (typeof apikey !== "string" || !(await keys.verify(apikey))) {
        return send(res, 401, { message: apikey ? "Invalid API key" : "No API key found in request" });
      }
      /** @returns {Promise<unknown>} */
      const readJson = async () => {
        const text = await readBody(req);
        if (!text) return {};
        try {
          return JSON.parse(text);
        } catch {
          throw new HttpError(400, "bad_json", "Could not parse request body as JSON");
        }
      };
      if (pathname.startsWith("/auth/v1/")) {
        // Every Auth endpoint here takes a JSON object (or nothing): another JSON value is a client error, not a crash.
        const readObject = async () => {
          const body = await readJson();
          if (!body || typeof body !== "object" || Array.isArray(body)) {
            throw new HttpError(400, "bad_json", "Expected a JSON object as the request body");
          }
          return /** @type {Record<string, unknown>} */ (body);
        };
        return await auth.handle(req, res, pathname, searchParams, readObject);
      } else if (pathname.startsWith("/rest/v1/")) {
        const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? apikey;
        const claims = await keys.verify(bearer);
        if (!claims) {
          return send(res, 401, { code: "PGRST301", details: null, hint: null, message: "JWT expired or invalid" });
        }
        const role = ROLES.has(String(claims.role)) ? String(claims.role) : "anon";
        if ((await rest.handle(req, res, pathname, searchParams, readJson, { role, claims })) !== false) return;
      }
      return send(res, 404, { code: "not_found", message: `the local Supabase does not implement ${req.method} ${pathname} (only /auth/v1 and /rest/v1)` });
    } catch (error) {
      if (error instanceof HttpError) {
        if (!res.headersSent) send(res, error.status, { code: error.code, message: error.message });
        return;
      }
      console.error("[local-supabase]", error);
      if (!res.headersSent) send(res, 500, { code: "internal_error", message: "Internal error in the local Supabase" });
    }
  });

  // Keep idle keep-alive sockets open longer than clients (undici) reuse them,
  // so a burst never meets a socket the server is closing at that instant.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolve(undefined));
  });
  const address = server.address();
  url = `http://${host}:${typeof address === "object" && address ? address.port : options.port}`;

  return {
    url,
    anonKey,
    serviceRoleKey,
    adminEmail,
    /** The NEWSLETTER_SECRET the database accepts: hand it to Next with the URL and anon key. */
    newsletterSecret,
    /** Resolves once requests are answered; rejects if the database failed to open. */
    ready: handlers.then(() => undefined),
    async close() {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      server.closeAllConnections?.();
    },
  };
}
