import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from "@mantine/core";
import { BREAKPOINTS, THEME_COLORS } from "@q2c/domain";

function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(c + (target - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Mantine wants ten shades per colour; the spec gives one (§9). The given colour is shade 6, the
 * shade filled components use in the light scheme; lighter shades mix in white, darker ones black.
 */
export function shadesOf(hex: string): MantineColorsTuple {
  const light = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18].map((amount) => mix(hex, 255, amount));
  const dark = [0.15, 0.3, 0.45].map((amount) => mix(hex, 0, amount));
  return [...light, hex, ...dark] as unknown as MantineColorsTuple;
}

const DANGER = shadesOf(THEME_COLORS.danger);

const em = (px: number) => `${px / 16}em`;

/**
 * Theme colours and breakpoints of foundation §9. Mantine names its breakpoints from 576 px up
 * (its xs is the spec's sm), so each Mantine name gets the next spec width.
 */
export const theme: MantineThemeOverride = createTheme({
  primaryColor: "primary",
  // #1D1D1F is near black: on dark backgrounds a light shade with dark text stays readable.
  primaryShade: { light: 6, dark: 1 },
  autoContrast: true,
  colors: {
    primary: shadesOf(THEME_COLORS.primary),
    success: shadesOf(THEME_COLORS.success),
    danger: DANGER,
    warning: shadesOf(THEME_COLORS.warning),
  },
  breakpoints: {
    xs: em(BREAKPOINTS.sm),
    sm: em(BREAKPOINTS.md),
    md: em(BREAKPOINTS.lg),
    lg: em(BREAKPOINTS.xl),
    xl: em(BREAKPOINTS.laptop),
  },
  defaultRadius: "md",
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  components: {
    // Foundation §9: tooltips default to the top with no delay.
    Tooltip: { defaultProps: { position: "top", openDelay: 0, withArrow: true } },
    // Mantine's close buttons are icons without a name; screen readers (and axe) need one.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close notification" } } },
    // Mantine keeps every closed Select's (Autocomplete's, ...) dropdown in the page, hidden, with its
    // options and scroll area, and positions it on every draw (a forced layout each): a page of a few
    // selects, such as the quote builder, paid for that as it opened and on every keystroke.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Mantine's default dimmed grey and error red fall below the 4.5:1 contrast that small text needs on
 * white (axe "color-contrast"), and the dark scheme's dimmed grey does on dark grey; both use shades
 * further from the background.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": t.colors.gray[7],
    "--mantine-color-error": DANGER[8],
    // Outline danger buttons (Delete) put the red as text on white: the same darker shade.
    "--mantine-color-danger-outline": DANGER[8],
    // Filled danger buttons put white on the red: #EA5455 gives 3.6:1, shade 7 4.7:1.
    "--mantine-color-danger-filled": DANGER[7],
    "--mantine-color-danger-filled-hover": DANGER[8],
  },
  dark: {
    "--mantine-color-dimmed": t.colors.dark[1],
  },
});
