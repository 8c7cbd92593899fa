/**
 * The import rule of README's Architecture section, over every source file of worker/, durable-objects/,
 * web/src/ and sandbox/: each import must point down the layers (the Worker's fifteen, the web's
 * app → features → shared), and no files may import each other in a circle.
 * A new worker folder fails here until it is given its layer below.
 */
import { describe, expect, it } from "vitest";
import { type ImportEdge, importCircles, importGraph } from "./import-graph";

/** The Worker's layers, top to bottom: a layer may import its own and those after it, never those before. */
const WORKER_LAYERS: { layer: string; paths: string[] }[] = [
  // The local Worker's entry (wrangler.toml's top-level main): the production entry plus the /__dev hooks.
  { layer: "dev", paths: ["worker/dev/"] },
  { layer: "entry", paths: ["worker/index.ts", "worker/app.ts"] },
  { layer: "http", paths: ["worker/routes/", "worker/middleware/", "worker/auth/", "worker/app-env.ts"] },
  { layer: "jobs", paths: ["worker/jobs/"] },
  { layer: "services", paths: ["worker/services/"] },
  { layer: "assistant", paths: ["worker/assistant/"] },
  { layer: "automation", paths: ["worker/automation/"] },
  { layer: "queue", paths: ["worker/queue/"] },
  { layer: "realtime", paths: ["worker/realtime/"] },
  { layer: "mirror", paths: ["worker/mirror/"] },
  { layer: "access", paths: ["worker/access/"] },
  { layer: "amazon", paths: ["worker/amazon/"] },
  { layer: "billing", paths: ["worker/billing/"] },
  { layer: "mail", paths: ["worker/mail/"] },
  { layer: "db", paths: ["worker/db/"] },
  { layer: "rules", paths: ["worker/automation/rules/"] },
  // Pure like the rules: (alert settings, a profile's facts) → the alerts to raise.
  { layer: "alerts", paths: ["worker/alerts/"] },
  { layer: "clock", paths: ["worker/clock/"] },
  { layer: "contracts", paths: ["worker/contracts/"] },
];

/**
 * The web app's layers, as bulletproof-react's (shared → features → app): main.tsx mounts app/, app/
 * composes the features, a feature uses its own folder and the shared folders, and shared code uses
 * only shared code. One feature reaches another only through what app/ composes (a page, a slot, a
 * provider) or through a shared module.
 */
const WEB = "web/src/";
const WEB_SHARED = ["api", "components", "config", "hooks", "lib"];
/** "entry", "app", "features/<name>", "shared", or null for a file in no layer. */
function webLayer(file: string): string | null {
  const [top, name] = file.slice(WEB.length).split("/");
  if (file === `${WEB}main.tsx`) return "entry";
  if (top === "app") return "app";
  if (top === "features" && name) return `features/${name}`;
  if (top && WEB_SHARED.includes(top)) return "shared";
  return null;
}

/** Why a web file's import of another web file breaks the web's rule, or null when it keeps it. */
function webBreach(from: string, to: string): string | null {
  const [fromLayer, toLayer] = [webLayer(from), webLayer(to)];
  if (!fromLayer) return `${from} is in no layer: put it under app/, features/<name>/ or a shared folder`;
  if (!toLayer) return `${to} is in no layer: put it under app/, features/<name>/ or a shared folder`;
  if (toLayer === "entry") return "nothing imports main.tsx";
  if (fromLayer === "entry" || toLayer === "shared" || fromLayer === toLayer) return null;
  if (fromLayer === "shared")
    return `shared code (${WEB_SHARED.join(", ")}) may not import ${toLayer === "app" ? "app/" : "a feature"}: pass it in from app/`;
  if (toLayer === "app") return "a feature may not import app/: move what it needs to a shared folder";
  if (fromLayer === "app") return null;
  return `${fromLayer} may not import ${toLayer}: compose them in app/ or move what both use to a shared folder`;
}

const within = (file: string, path: string) => (path.endsWith("/") ? file.startsWith(path) : file === path);
/** The layer of the most specific folder holding the file (worker/automation/rules/ before worker/automation/). */
function layerIndex(file: string) {
  let best = { index: -1, length: -1 };
  WORKER_LAYERS.forEach(({ paths }, index) => {
    for (const path of paths) {
      if (within(file, path) && path.length > best.length) best = { index, length: path.length };
    }
  });
  return best.index;
}
const area = (file: string) => (file.startsWith("web/src/") ? "web" : file.split("/")[0]);

/** Why an import breaks the rule, or null when it keeps it. */
function breach({ from, to, typeOnly }: ImportEdge): string | null {
  const [fromArea, toArea] = [area(from), area(to)];
  if (fromArea === "web") {
    if (toArea === "web") return webBreach(from, to);
    if (within(to, "worker/contracts/")) return null;
    if (to === "worker/app.ts" && typeOnly) return null;
    return `the web app may import only worker/contracts (and \`import type\` from worker/app.ts), not ${to}`;
  }
  if (fromArea === "sandbox")
    return toArea === "sandbox" ? null : "the sandbox may not import outside sandbox/";
  if (fromArea === "durable-objects") {
    if (toArea === "durable-objects" || within(to, "worker/contracts/")) return null;
    return "a Durable Object may import only durable-objects/ and worker/contracts";
  }
  if (toArea === "durable-objects") {
    if (from === "worker/index.ts") return null;
    return "only worker/index.ts may import a Durable Object class (publish through worker/realtime/)";
  }
  if (toArea !== "worker") return "the Worker may not import the web app or the sandbox";
  const [fromLayer, toLayer] = [layerIndex(from), layerIndex(to)];
  if (fromLayer < 0) return `${from} is in no layer: give its folder one in import-layers.test.ts`;
  if (toLayer < 0) return `${to} is in no layer: give its folder one in import-layers.test.ts`;
  if (toLayer >= fromLayer) return null;
  const [a, b] = [WORKER_LAYERS[fromLayer]?.layer, WORKER_LAYERS[toLayer]?.layer];
  return `layer ${a} may not import layer ${b}`;
}

describe("imports", () => {
  const graph = importGraph(["worker", "durable-objects", "web/src", "sandbox"]);

  it("reads the whole tree", () => {
    expect(graph.files.length).toBeGreaterThan(400);
    expect(graph.files).toContain("durable-objects/user-channel.ts");
    expect(graph.unresolved).toEqual([]);
  });

  it("point down the layers: web → worker/contracts only, worker and sandbox apart, routes → services → mirror → access → amazon/db → contracts; in the web, shared → features → app", () => {
    const breaches = graph.edges.flatMap((edge) => {
      const why = breach(edge);
      return why ? [`${edge.from} → ${edge.to} (${why})`] : [];
    });
    expect(breaches, `\n${breaches.join("\n")}\n`).toEqual([]);
  });

  it("never run in a circle", () => {
    const circles = importCircles(graph.files, graph.edges).map((circle) => {
      const inside = graph.edges.filter(({ from, to }) => circle.includes(from) && circle.includes(to));
      return `circle of ${circle.length}: ${inside.map(({ from, to }) => `${from} → ${to}`).join(", ")}`;
    });
    expect(circles, `\n${circles.join("\n")}\n`).toEqual([]);
  });
});
