/**
 * The import rule of README's Architecture section, over every source file of worker/, durable-objects/,
 * web/src/ and sandbox/: each import must point down the layers, and no files may import each other in a circle.
 * A new worker folder fails here until it is given its layer below.
 */
import { describe, expect, it } from "vitest";
import { type ImportEdge, importCircles, importGraph } from "./import-graph";

/** The Worker's layers, top to bottom: a layer may import its own and those after it, never those before. */
const WORKER_LAYERS: { layer: string; paths: string[] }[] = [
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
  { layer: "clock", paths: ["worker/clock/"] },
  { layer: "contracts", paths: ["worker/contracts/"] },
];

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
    if (toArea === "web") return null;
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

  it("point down the layers: web → worker/contracts only, worker and sandbox apart, routes → services → mirror → access → amazon/db → contracts", () => {
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
