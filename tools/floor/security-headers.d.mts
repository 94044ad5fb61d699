/** Types of security-headers.mjs, for the unit test that keeps it equal to lib/security/csp.ts. */
export declare const securityHeaders: { key: string; value: string }[];
export declare const securityHeaderNames: string[];
