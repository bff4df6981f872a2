// Foundation §9.
export const LOADING_CHUNK_TIMEOUT_MS = 120_000;
export const LOGIN_REDIRECT_DELAY_MS = 2000;
export const NOTIFICATION_DURATION_MS = 10_000;
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 3000;
export const STARRED_PAGES_VISIBLE = 10;
export const DEFAULT_TIMEZONE = "US/Eastern";
export const DEFAULT_DATE_FORMAT = "MMMM Do YYYY, hh:mmA";
export const DEFAULT_CURRENCY = "USD";
export const DEFAULT_LOCALE = "en-US";
export const THEME_COLORS = {
  primary: "#1D1D1F",
  success: "#28C76F",
  danger: "#EA5455",
  warning: "#FF9F43",
} as const;
export const BREAKPOINTS = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  laptop: 1440,
  "2xl": 1500,
  desktop: 1600,
  "3xl": 1800,
  "4xl": 2000,
} as const;
export const LOGO_SIZE = { height: 40, width: 120 } as const;
export const DRAG_DIALOG_EDGE_PX = 20;

// API conventions (ARCHITECTURE.md).
export const API_PREFIX = "/api/v1";
export const PAGE_LIMIT_DEFAULT = 25;
export const PAGE_LIMIT_MAX = 100;
/** The shortest catalogue search term (GET /products?term=...). */
export const PRODUCT_SEARCH_MIN = 3;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * The longest password, on every path that takes one (register, reset, bulk create, sign-in): what can be
 * set can be signed in with, and nobody makes the server hash megabytes.
 */
export const PASSWORD_MAX_LENGTH = 256;
export const LOGIN_LOCKOUT_ATTEMPTS = 10;
export const LOGIN_LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const DEMO_PASSWORD_DEFAULT = "Demo-Pass-2026!";

// Domain §9.
/** GET /quotes/news-feed: default page size. */
export const NEWS_FEED_PAGE_SIZE = 50;
