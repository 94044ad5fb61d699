// vitest stand-in for the server-only marker package (Next enforces it in builds).
export {};
