import "server-only";
import WebSocket from "ws";

/**
 * supabase-js builds a Realtime client eagerly and Node 20 has no global
 * WebSocket; the app never opens a channel, but the client must construct.
 * `ws` is the transport supabase-js documents for Node < 22.
 */
export const realtimeOptions = { transport: WebSocket as unknown as typeof globalThis.WebSocket };
