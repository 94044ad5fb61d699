/** Types for the embedded local Supabase (server.mjs), for TypeScript tests that start it. */
export declare const DEFAULT_PORT: number;
export declare function adminEmailFor(username: string | undefined): string;
export declare function startLocalSupabase(options?: {
  port?: number;
  host?: string;
  dataDir?: string;
  adminUsername?: string;
}): Promise<{
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  adminEmail: string;
  close(): Promise<void>;
}>;
