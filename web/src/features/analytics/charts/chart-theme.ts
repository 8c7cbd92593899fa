/**
 * Chart colours as Chakra CSS variables: semantic tokens switch with the colour mode, so the SVG
 * follows light and dark without re-rendering.
 */
const token = (path: string) => `var(--chakra-colors-${path.replaceAll(".", "-")})`;

export const chartColors = {
  spend: token("orange.solid"),
  sales: token("blue.solid"),
  acos: token("purple.solid"),
  roas: token("teal.solid"),
  impressions: token("cyan.solid"),
  clicks: token("pink.solid"),
  grid: token("border.muted"),
  axis: token("fg.muted"),
  tooltipBg: token("bg.panel"),
  tooltipBorder: token("border"),
  text: token("fg"),
} as const;
