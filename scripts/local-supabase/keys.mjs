// @ts-check
/**
 * Signing keys and tokens. Access tokens are ES256 JWTs with a `kid`, served
 * at /auth/v1/.well-known/jwks.json, so supabase-js `getClaims()` verifies
 * them locally, as it does against hosted projects with asymmetric keys.
 */
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT } from "jose";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";

/** @typedef {Awaited<ReturnType<typeof loadKeys>>} Keys */

/**
 * Loads the key pair from `keyFile` when given and present, else makes one (and saves it).
 * @param {string} [keyFile]
 */
export async function loadKeys(keyFile) {
  if (keyFile && existsSync(keyFile)) {
    const saved = JSON.parse(await readFile(keyFile, "utf8"));
    return fromJwks(saved.privateJwk, saved.publicJwk);
  }
  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: "ES256" };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig" };
  if (keyFile) {
    await mkdir(path.dirname(keyFile), { recursive: true });
    await writeFile(keyFile, JSON.stringify({ privateJwk, publicJwk }), { mode: 0o600 });
  }
  return fromJwks(privateJwk, publicJwk);
}

/** @param {import("jose").JWK} privateJwk @param {import("jose").JWK} publicJwk */
async function fromJwks(privateJwk, publicJwk) {
  /** @type {Map<string, import("jose").JWTPayload>} */
  const verified = new Map();
  const privateKey = await importJWK(privateJwk, "ES256");
  const publicKey = await importJWK(publicJwk, "ES256");
  return {
    kid: publicJwk.kid,
    jwks: { keys: [publicJwk] },
    /** @param {Record<string, unknown>} claims @param {number} expiresInSeconds */
    sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "ES256", kid: publicJwk.kid, typ: "JWT" })
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(privateKey);
    },
    /**
     * Returns the claims of a valid token, or null (bad signature, expired, malformed).
     * @param {string} token
     * @returns {Promise<import("jose").JWTPayload | null>}
     */
    async verify(token) {
      // Every request carries the same anon key and a handful of session
      // tokens: remember verified ones until they expire (ES256 costs ~0.4 ms).
      const cached = verified.get(token);
      if (cached && (cached.exp ?? Infinity) * 1000 > Date.now()) return cached;
      try {
        const { payload } = await jwtVerify(token, publicKey, { algorithms: ["ES256"] });
        if (verified.size >= 1000) verified.clear();
        verified.set(token, payload);
        return payload;
      } catch {
        return null;
      }
    },
  };
}
