import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// The university's maroon and gold, as ten-step Mantine palettes.
const maroon: MantineColorsTuple = ['#fcf0f2', '#f3dde1', '#e6b7c0', '#da8e9c', '#cf6b7d', '#c8556a', '#c4485f', '#ad3a4f', '#9b3145', '#7a1f30'];
const gold: MantineColorsTuple = ['#fff8e1', '#ffefcb', '#fddd9a', '#fbca64', '#f9ba38', '#f8b01c', '#d9a521', '#c28a00', '#ad7a00', '#966800'];

// Mantine's orange and red, with the shades written as text (7–9: "late", "absent", "returned") darkened to
// 4.5:1 or more on white and on the page's grey (axe color-contrast); the tints and fills below them are Mantine's.
const orange: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#c2410c', '#b63c0c', '#9a3412'];
const red: MantineColorsTuple = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#c92a2a', '#c02828', '#a61e1e'];

export const theme = createTheme({
  primaryColor: 'maroon',
  primaryShade: { light: 8, dark: 6 },
  colors: { maroon, gold, orange, red },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Paper: { defaultProps: { radius: 'md' } },
    // A status badge shows its whole word (issue 42: "P…", "CANC…", "For pick…" in rows squeezed on a phone): it
    // never shrinks in a row; the row's other text wraps instead.
    Badge: { styles: { root: { flexShrink: 0 } } },
    Card: { defaultProps: { radius: 'md' } },
    // A number outside min/max stays as typed and the form's schema refuses it with the range (issue 17):
    // Mantine's default clamps it on blur, silently turning a height of 16.8 into 2.5.
    NumberInput: { defaultProps: { clampBehavior: 'none' } },
    // A chosen option clicked again stays chosen (issue 42: the prefilled vaccine brand, a carried-over competency were
    // cleared by it, Mantine's default): a choice that may be left empty says so with its clear button (`clearable`).
    Select: { defaultProps: { allowDeselect: false } },
    // Mantine's close button is an icon only: it needs a name for screen readers (axe button-name).
    // Their header is a <header>, which axe reads as a second banner beside the top bar's (landmark-no-duplicate-banner):
    // it is only the dialog's title row.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'none' } } } },
    // A toast's close button too (found by e2e/rsp.spec.ts's scan with a toast on screen).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close the message' } } },
    // A table that scrolls sideways is reached by keyboard too (axe scrollable-region-focusable): arrow keys scroll it.
    TableScrollContainer: { defaultProps: { tabIndex: 0 } },
    // The previous/next arrows of a pagination are icons only: name them (axe button-name).
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[control],
        }),
      },
    },
  },
});

/**
 * Mantine's dimmed text is gray.6 (#868e96): 3.3:1 on white, below WCAG AA's 4.5:1 for body text.
 * #646b72 reaches 5.4:1 on white, 5.1:1 on the page background (gray.0), 4.9:1 on gray.1 and the
 * maroon.0 tint, 4.6:1 on gray.2 (table headers, hovered rows), so every `c="dimmed"` passes.
 */
export const DIMMED_TEXT = '#646b72';

/**
 * Light badges and alerts write shade 9 on shade 1; for these palettes that is below 4.5:1 (yellow 2.7,
 * lime 3.3, orange 3.6, green 3.8, teal and gold 4.3, red 4.5): their text is shade 9 darkened to about 4.8:1.
 */
const LIGHT_VARIANT_TEXT: Record<string, string> = {
  red: '#c02828',
  teal: '#077755',
  green: '#257936',
  lime: '#49760a',
  yellow: '#a55500',
  orange: '#b63c0c',
  gold: '#8d6100',
};

/**
 * The colour to write a status word in (c=…): the palettes above have a text shade of 4.5:1 or more, which
 * `c="teal"` resolves to; Mantine's other palettes (blue, gray, grape) read well enough at shade 8.
 */
export function statusTextColor(color: string): string {
  return color in LIGHT_VARIANT_TEXT ? color : `${color}.8`;
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    ...Object.fromEntries(Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text])),
    // `c="orange"` (a status word in a table) is the palette's text colour: the same darker shade, for the same reason.
    ...Object.fromEntries(Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-text`, text])),
    // A placeholder that is shown as text (a file input's "Choose a file…") is read like text: #6c757d is 4.7:1 on white.
    '--mantine-color-placeholder': '#6c757d',
    // A field's error message is Mantine's red.6 (#fa5252, 3.3:1 on white): red.7 reads 5.5:1.
    '--mantine-color-error': red[7],
    // White on a filled teal or green button (Approve, Recommend) is 3.9:1 and 3.3:1 at Mantine's shade 8: one shade darker.
    '--mantine-color-teal-filled': '#087f5b',
    '--mantine-color-teal-filled-hover': '#066649',
    '--mantine-color-green-filled': '#257936',
    '--mantine-color-green-filled-hover': '#1e6a2e',
  },
  dark: {},
});
