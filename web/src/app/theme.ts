import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/** Skupilot's look: Chakra's defaults, a calm grey canvas and blue as the brand colour. */
const config = defineConfig({
  globalCss: {
    "html, body": { bg: "bg.subtle", color: "fg", minHeight: "100%" },
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
