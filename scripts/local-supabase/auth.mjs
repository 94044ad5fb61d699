// @ts-check
/**
 * The subset of Supabase Auth (GoTrue) this app uses: password sign-up (until
 * the admin exists) and sign-in, refresh-token rotation, the user lookup, logout, settings, JWKS,
 * and the authorize endpoint (GitHub is not configured locally).
 */
import { randomBytes } from "node:crypto";
import { API_VERSION, authError, send } from "./responses.mjs";
import { hashPassword, verifyPassword } from "./passwords.mjs";
import { clientAddress, createBuckets } from "./rate-limit.mjs";

const ACCESS_TOKEN_SECONDS = 3600;
/** A just-rotated refresh token may be reused this long (parallel requests), as in GoTrue. */
const REUSE_INTERVAL_MS = 10_000;
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {import("@electric-sql/pglite").PGlite} PGlite */
/** @typedef {import("@electric-sql/pglite").Transaction} Transaction */
/**
 * A row of auth.users.
 * @typedef {{
 *   id: string, email: string, encrypted_password: string,
 *   email_confirmed_at: string | Date | null, created_at: string | Date, updated_at: string | Date,
 *   raw_app_meta_data: Record<string, unknown>, raw_user_meta_data: Record<string, unknown>
 * }} UserRow
 */
/** A parsed JSON request body (any shape: every field is checked before use). @typedef {Record<string, unknown>} Body */

/** @param {IncomingMessage} req @returns {Record<string, string>} */
function headers(req) {
  return req.headers["x-supabase-api-version"] ? { "X-Supabase-Api-Version": API_VERSION } : {};
}

/** @param {UserRow} row */
function toUser(row) {
  const created = new Date(row.created_at).toISOString();
  return {
    id: row.id,
    aud: "authenticated",
    role: "authenticated",
    email: row.email,
    email_confirmed_at: row.email_confirmed_at ? new Date(row.email_confirmed_at).toISOString() : null,
    confirmed_at: row.email_confirmed_at ? new Date(row.email_confirmed_at).toISOString() : null,
    phone: "",
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { email: row.email, sub: row.id, email_verified: true },
        provider: "email",
        created_at: created,
        updated_at: created,
        email: row.email,
      },
    ],
    created_at: created,
    updated_at: new Date(row.updated_at).toISOString(),
    is_anonymous: false,
  };
}

/** @param {{ db: PGlite, keys: import("./keys.mjs").Keys, getUrl: () => string, adminEmail: string }} deps */
export function createAuth({ db, keys, getUrl, adminEmail }) {
  const perAddress = createBuckets();
  const wrongPasswordsPerEmail = createBuckets();

  /** @param {UserRow} userRow @param {string} sessionId @param {string} refreshToken */
  async function sessionResponse(userRow, sessionId, refreshToken, method = "password") {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await keys.sign(
      {
        iss: `${getUrl()}/auth/v1`,
        sub: userRow.id,
        aud: "authenticated",
        email: userRow.email,
        phone: "",
        app_metadata: userRow.raw_app_meta_data,
        user_metadata: userRow.raw_user_meta_data,
        role: "authenticated",
        aal: "aal1",
        amr: [{ method, timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
      },
      ACCESS_TOKEN_SECONDS,
    );
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: now + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: toUser(userRow),
    };
  }

  /** @param {UserRow} userRow */
  async function newSession(userRow) {
    const token = randomBytes(24).toString("base64url");
    const session = await db.transaction(async (/** @type {Transaction} */ tx) => {
      const { rows } = await tx.query("insert into auth.sessions (user_id) values ($1) returning id", [userRow.id]);
      await tx.query("insert into auth.refresh_tokens (token, session_id) values ($1, $2)", [token, rows[0].id]);
      return rows[0];
    });
    return sessionResponse(userRow, session.id, token);
  }

  /** @param {string} email @returns {Promise<UserRow | undefined>} */
  async function findUserByEmail(email) {
    const { rows } = await db.query("select * from auth.users where email = $1", [String(email).toLowerCase()]);
    return rows[0];
  }

  /**
   * Closed by default: once the admin has registered, sign-up is off, as the
   * deployer switches it off in a hosted project (docs/deploying.md, step 7: GoTrue's
   * "Allow new users to sign up" setting, answered in /settings as disable_signup).
   */
  async function signupDisabled() {
    const { rows } = await db.query("select 1 from auth.users where email = $1", [adminEmail]);
    return rows.length > 0;
  }

  /** @param {IncomingMessage} req @param {ServerResponse} res @param {Body} body */
  async function signup(req, res, body) {
    // GoTrue refuses before looking at the body when sign-up is disabled.
    if (await signupDisabled()) return authError(req, res, 422, "signup_disabled", "Signups not allowed for this instance");
    if (body.phone !== undefined) return authError(req, res, 400, "validation_failed", "the local Supabase does not implement phone sign-up");
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    const password = typeof body.password === "string" ? body.password : "";
    if (!EMAIL_FORMAT.test(email)) {
      return authError(req, res, 400, "validation_failed", "Unable to validate email address: invalid format");
    }
    if (password.length < 6) {
      return authError(req, res, 422, "weak_password", "Password should be at least 6 characters.", {
        weak_password: { reasons: ["length"] },
      });
    }
    if (await findUserByEmail(email)) {
      return authError(req, res, 422, "user_already_exists", "User already registered");
    }
    // The admin marker lives in app_metadata, which only the server sets.
    const isAdmin = email === adminEmail;
    const appMetadata = { provider: "email", providers: ["email"], ...(isAdmin ? { is_admin: true } : {}) };
    const userMetadata = body.data && typeof body.data === "object" ? body.data : {};
    const hash = await hashPassword(password);
    /** @type {UserRow} */
    const user = await db.transaction(async (/** @type {Transaction} */ tx) => {
      const { rows } = await tx.query(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, $2, now(), $3, $4) returning *`,
        [email, hash, JSON.stringify(appMetadata), JSON.stringify(userMetadata)],
      );
      if (isAdmin) {
        await tx.query("insert into private.admin_emails (email) values ($1) on conflict do nothing", [email]);
      }
      return rows[0];
    });
    return send(res, 200, await newSession(user), headers(req));
  }

  /** @param {IncomingMessage} req @param {ServerResponse} res @param {Body} body */
  async function passwordGrant(req, res, body) {
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    // Limited before the password is looked at, as GoTrue's rate limiter is (rate-limit.mjs).
    if (!perAddress.take(clientAddress(req)) || (email && !wrongPasswordsPerEmail.has(email))) {
      return authError(req, res, 429, "over_request_rate_limit", "Request rate limit reached");
    }
    if (body.phone !== undefined) return authError(req, res, 400, "validation_failed", "the local Supabase does not implement phone sign-in");
    const user = email ? await findUserByEmail(email) : undefined;
    const ok = user && typeof body.password === "string" && (await verifyPassword(body.password, user.encrypted_password));
    if (!ok) {
      if (email) wrongPasswordsPerEmail.take(email);
      return authError(req, res, 400, "invalid_credentials", "Invalid login credentials");
    }
    return send(res, 200, await newSession(user), headers(req));
  }

  /** @param {IncomingMessage} req @param {ServerResponse} res @param {Body} body */
  async function refreshGrant(req, res, body) {
    const token = typeof body.refresh_token === "string" ? body.refresh_token : "";
    const { rows } = await db.query(
      "select r.*, s.user_id from auth.refresh_tokens r join auth.sessions s on s.id = r.session_id where r.token = $1",
      [token],
    );
    const current = rows[0];
    if (!current) {
      return authError(req, res, 400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    }
    /** @type {string} */
    let next;
    if (current.revoked) {
      const recent = current.revoked_at && Date.now() - new Date(current.revoked_at).getTime() < REUSE_INTERVAL_MS;
      const active = recent
        ? (await db.query("select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1", [current.session_id])).rows[0]
        : undefined;
      if (!active) {
        // Reuse of an old token: treat the session as stolen and end it.
        await db.query("delete from auth.sessions where id = $1", [current.session_id]);
        return authError(req, res, 400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
      }
      next = active.token;
    } else {
      next = randomBytes(24).toString("base64url");
      await db.transaction(async (/** @type {Transaction} */ tx) => {
        await tx.query("update auth.refresh_tokens set revoked = true, revoked_at = now() where id = $1", [current.id]);
        await tx.query("insert into auth.refresh_tokens (token, session_id, parent) values ($1, $2, $3)", [
          next,
          current.session_id,
          token,
        ]);
      });
    }
    const user = (await db.query("select * from auth.users where id = $1", [current.user_id])).rows[0];
    return send(res, 200, await sessionResponse(user, current.session_id, next), headers(req));
  }

  /**
   * Resolves the bearer token to its user and session, or answers with the error.
   * @param {IncomingMessage} req @param {ServerResponse} res
   * @returns {Promise<{ user: UserRow, claims: import("jose").JWTPayload } | null>}
   */
  async function authenticate(req, res) {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    if (!token) {
      authError(req, res, 401, "no_authorization", "This endpoint requires a valid Bearer token");
      return null;
    }
    const claims = await keys.verify(token);
    if (!claims || !claims.sub) {
      authError(req, res, 403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token is expired or invalid");
      return null;
    }
    const user = (await db.query("select * from auth.users where id = $1", [claims.sub])).rows[0];
    if (!user) {
      authError(req, res, 403, "user_not_found", "User from sub claim in JWT does not exist");
      return null;
    }
    const session = (await db.query("select id from auth.sessions where id = $1", [claims.session_id])).rows[0];
    if (!session) {
      authError(req, res, 403, "session_not_found", "Session from session_id claim in JWT does not exist");
      return null;
    }
    return { user, claims };
  }

  return {
    /**
     * @param {IncomingMessage} req @param {ServerResponse} res @param {string} pathname
     * @param {URLSearchParams} searchParams @param {() => Promise<Body>} readJson
     * @returns {Promise<void>}
     */
    async handle(req, res, pathname, searchParams, readJson) {
      const method = req.method ?? "GET";
      if (method === "GET" && pathname === "/auth/v1/settings") {
        return send(res, 200, {
          external: { github: false, google: false, email: true, phone: false, anonymous_users: false },
          disable_signup: await signupDisabled(),
          mailer_autoconfirm: true,
          phone_autoconfirm: false,
          sms_provider: "",
          saml_enabled: false,
        });
      }
      if (method === "GET" && pathname === "/auth/v1/.well-known/jwks.json") return send(res, 200, keys.jwks);
      if (method === "GET" && pathname === "/auth/v1/health") {
        return send(res, 200, { name: "GoTrue (local stand-in)", description: "Embedded local Supabase Auth" });
      }
      if (method === "GET" && pathname === "/auth/v1/authorize") {
        // Legacy error shape, as GoTrue answers for a disabled provider.
        return send(res, 400, { code: 400, error_code: "validation_failed", msg: "Unsupported provider: provider is not enabled" });
      }
      if (method === "POST" && pathname === "/auth/v1/signup") return signup(req, res, await readJson());
      if (method === "POST" && pathname === "/auth/v1/token") {
        const grant = searchParams.get("grant_type");
        if (grant === "password") return passwordGrant(req, res, await readJson());
        if (grant === "refresh_token") return refreshGrant(req, res, await readJson());
        return authError(req, res, 400, "validation_failed", `the local Supabase does not implement grant_type=${grant ?? "(none)"}`);
      }
      if (method === "GET" && pathname === "/auth/v1/user") {
        const found = await authenticate(req, res);
        return found ? send(res, 200, toUser(found.user), headers(req)) : undefined;
      }
      if (method === "POST" && pathname === "/auth/v1/logout") {
        const found = await authenticate(req, res);
        if (!found) return undefined;
        const scope = searchParams.get("scope") ?? "global";
        if (scope !== "global" && scope !== "local" && scope !== "others") {
          return authError(req, res, 400, "validation_failed", `Unsupported logout scope: ${scope}`);
        }
        if (scope === "local") await db.query("delete from auth.sessions where id = $1", [found.claims.session_id]);
        else if (scope === "others") {
          await db.query("delete from auth.sessions where user_id = $1 and id <> $2", [found.user.id, found.claims.session_id]);
        } else await db.query("delete from auth.sessions where user_id = $1", [found.user.id]);
        return send(res, 204, undefined, headers(req));
      }
      // Every other Auth endpoint (OTP, recovery, user updates, admin API…) fails loudly.
      return authError(req, res, 404, "not_found", `the local Supabase does not implement ${method} ${pathname}`);
    },
  };
}
