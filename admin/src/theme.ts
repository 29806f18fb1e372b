/** The admin's Mantine theme: an orange brand dark enough for white text to read well. */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";

const brand: MantineColorsTuple = [
  "#fff7ed",
  "#ffedd5",
  "#fed7aa",
  "#fdba74",
  "#fb923c",
  "#f97316",
  "#ea580c",
  "#c2410c",
  "#9a3412",
  "#7c2d12",
];

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: 7,
  colors: { brand },
  defaultRadius: "md",
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: "700" },
  focusRing: "auto",
  cursorType: "pointer",
  // Whoever asked their system for less motion gets dialogs, menus and notifications without
  // their transitions (WCAG 2.3.3), as the public site does.
  respectReducedMotion: true,
  // Plain objects rather than `Modal.extend(…)`: importing the components here would put the
  // modal, its focus trap and floating-ui into the sign-in screen's load (issue 23).
  components: {
    // A badge is a status word: never cut to "Publis…" when a table squeezes its column.
    Badge: { styles: { root: { minWidth: "max-content" } } },
    // Dimmed behind a dialog, not blurred: a backdrop filter is drawn again over the whole window
    // for every frame while a dialog is open (a caret's blink, a spinner), which a phone without
    // a fast GPU feels; in the browser tests' software compositing it was about 60 % of the
    // compositor's CPU.
    Modal: {
      defaultProps: { radius: "md", overlayProps: { backgroundOpacity: 0.45 } },
      styles: { title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } },
    },
  },
});

/**
 * Dimmed text one shade darker than Mantine's default, and field errors in a darker red, so both
 * meet WCAG AA contrast.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-8)",
  },
  dark: {},
});
