export function ensurePostgres(): string;
export function findChromium(): string | undefined;
export function ensureChromium(): string;
export function ensureRedis(): string;
export function ensurePoppler(): string;
