import type { Plugin } from "vite";

/**
 * A script of its own that index.html runs before the app's bundle (web/src/app/early-reads-start.ts): Vite
 * joins all of a page's module scripts into one entry, so it is built as a second input and its chunk put
 * first in <head> here. Served by `vite` (dev), the source file itself.
 */
export function earlyScript(source: string): Plugin {
  return {
    name: "skupilot-early-script",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === "chunk" && output.isEntry && output.facadeModuleId?.endsWith(source),
        );
        if (context.bundle && !chunk) throw new Error(`early script ${source}: no entry chunk built`);
        const src = chunk ? `/${chunk.fileName}` : `/${source}`;
        return [
          { tag: "script", attrs: { type: "module", crossorigin: true, src }, injectTo: "head-prepend" },
        ];
      },
    },
  };
}
