export function freePort(): Promise<number>;
export function startRedis(): Promise<{ url: string; stop(): void }>;
