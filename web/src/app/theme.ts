import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/** Skupilot's look: Chakra's defaults, a calm grey canvas and blue as the brand colour. */
const config = defineConfig({
  globalCss: {
    "html, body": { bg: "bg.subtle", color: "fg", minHeight: "100%" },
    // A seller whose system asks for less motion gets none: spinners and skeletons hold still, dialogs and
    // menus appear at once (their end events still fire, so they open and close as before).
    "*, *::before, *::after": {
      _motionReduce: {
        animationDuration: "0.01ms !important",
        animationIterationCount: "1 !important",
        transitionDuration: "0.01ms !important",
        scrollBehavior: "auto !important",
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
