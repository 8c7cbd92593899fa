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

/**
 * The timeout of a test that simulates the market. Idle, the slowest take about 3.5 s (the first
 * test of a file to ask for the demo world also pays for its history); a machine busy with other
 * work can be ten times slower, and vitest's default of 5 s then fails tests that are not wrong.
 */
export const SIMULATION_TIMEOUT_MS = 60_000;

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

/**
 * The state with only this profile: `advance` simulates each profile on its own streams, so the
 * profile's results are the same as in the whole world, for a twelfth of the work.
 */
export function withOnlyProfile(state: SandboxState, profileId: number): SandboxState {
  return { ...state, profiles: [profileById(state, profileId)] };
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
