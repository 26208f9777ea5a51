import { createTheme, type MantineColorsTuple } from '@mantine/core';

// The university's maroon and gold, as ten-step Mantine palettes.
const maroon: MantineColorsTuple = ['#fcf0f2', '#f3dde1', '#e6b7c0', '#da8e9c', '#cf6b7d', '#c8556a', '#c4485f', '#ad3a4f', '#9b3145', '#7a1f30'];
const gold: MantineColorsTuple = ['#fff8e1', '#ffefcb', '#fddd9a', '#fbca64', '#f9ba38', '#f8b01c', '#d9a521', '#c28a00', '#ad7a00', '#966800'];

export const theme = createTheme({
  primaryColor: 'maroon',
  primaryShade: { light: 8, dark: 6 },
  colors: { maroon, gold },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Paper: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'md' } },
    // A number outside min/max stays as typed and the form's schema refuses it with the range (issue 17):
    // Mantine's default clamps it on blur, silently turning a height of 16.8 into 2.5.
    NumberInput: { defaultProps: { clampBehavior: 'none' } },
  },
});
