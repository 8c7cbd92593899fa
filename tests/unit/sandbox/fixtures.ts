/** Shared worlds for the sandbox model tests (generated once per test file). */
import {
  advance,
  createWorld,
  DEMO_SEED,
  demoScenario,
  type FactRow,
  generateWorld,
  type Profile,
  type SandboxState,
} from "../../../sandbox/model/index";

let origin: SandboxState | undefined;
let handedOver: SandboxState | undefined;

/** The demo world at its origin (no simulated hour yet). */
export function originWorld(): SandboxState {
  origin ??= generateWorld(DEMO_SEED, demoScenario);
  return origin;
}

/** The demo world as handed over (history simulated). */
export function demoWorld(): SandboxState {
  handedOver ??= createWorld(DEMO_SEED, demoScenario);
  return handedOver;
}

export function run(state: SandboxState, hours: number): SandboxState {
  return advance(state, hours).state;
}

export function demoUs(state: SandboxState): Profile {
  const profile = state.profiles.find(
    (candidate) => candidate.countryCode === "US" && candidate.sellerId === state.sellers[0]?.sellerId,
  );
  if (!profile) throw new Error("demo US profile missing");
  return profile;
}

export function profileById(state: SandboxState, profileId: number): Profile {
  const profile = state.profiles.find((candidate) => candidate.profileId === profileId);
  if (!profile) throw new Error(`profile ${profileId} missing`);
  return profile;
}

export function sum(rows: readonly FactRow[], field: keyof FactRow): number {
  return rows.reduce((total, row) => total + Number(row[field]), 0);
}
