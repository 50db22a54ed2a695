import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#f0eeff',
  '#dcd8ff',
  '#b6adfd',
  '#8e80fa',
  '#6d59f7',
  '#5b4ff5',
  '#4d3ee0',
  '#3f31c6',
  '#3529ad',
  '#281f8f',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 5,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "PingFang SC", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg' } },
    Modal: { defaultProps: { radius: 'lg', centered: true } },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});
