/** The demo scenario (sandbox/scenarios/demo.json), validated once at import. */
import demoJson from "../scenarios/demo.json" with { type: "json" };
import { parseScenario, type Scenario } from "./scenario";

function load(): Scenario {
  const result = parseScenario(demoJson);
  if (!result.ok) throw new Error(`demo scenario is invalid: ${result.issues.join("; ")}`);
  return result.scenario;
}

export const demoScenario: Scenario = load();

/** The seed the demo world is generated from unless a caller chooses another. */
export const DEMO_SEED = "skupilot-demo";
