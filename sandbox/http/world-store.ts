import { createWorld, demoScenario, type SandboxState, type Scenario } from "../model/index";

/** Values in SQLite-backed Durable Object storage are capped at 2 MB; the world is a few MB of JSON. */
const CHUNK_CHARS = 1_000_000;
const META_KEY = "world:meta";
const chunkKey = (index: number) => `world:chunk:${index}`;

type Meta = { chunks: number };

/**
 * The simulated world, held in memory by the Marketplace object and written through to its storage
 * after every change, so a restarted sandbox carries on where it stopped.
 */
export class WorldStore {
  #state?: Promise<SandboxState>;
  #saving: Promise<void> = Promise.resolve();
  /** The demo world as generated from the seed, as JSON: restoring it costs a parse, generating it seconds. */
  #pristine?: string;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly seed: string,
  ) {}

  read(): Promise<SandboxState> {
    // One promise for every caller: concurrent first requests must not each generate a world.
    this.#state ??= this.#load().then((stored) => stored ?? this.#create(this.seed, demoScenario));
    return this.#state;
  }

  /** Applies a pure change to the world and stores the result; answers what the change returned. */
  async update<T>(change: (state: SandboxState) => { state: SandboxState; result: T }): Promise<T> {
    const { state, result } = change(await this.read());
    this.#state = Promise.resolve(state);
    await this.#persist(state);
    return result;
  }

  /** Throws the world away and generates a new one (tests, `npm run sandbox -- reset`). */
  reset(seed = this.seed, scenario = demoScenario): Promise<SandboxState> {
    this.#state = this.#create(seed, scenario);
    return this.#state;
  }

  /**
   * Back to the demo world exactly as the seed first generated it, clock included (each workers test
   * file starts on it, so no file meets the products, stock and clock an earlier file left).
   */
  async restore(): Promise<SandboxState> {
    this.#pristine ??= JSON.stringify(createWorld(this.seed, demoScenario));
    const state = JSON.parse(this.#pristine) as SandboxState;
    this.#state = Promise.resolve(state);
    await this.#persist(state, this.#pristine);
    return state;
  }

  async #create(seed: string, scenario: Scenario) {
    const state = createWorld(seed, scenario);
    const json = JSON.stringify(state);
    if (seed === this.seed && scenario === demoScenario) this.#pristine = json;
    await this.#persist(state, json);
    return state;
  }

  async #load(): Promise<SandboxState | undefined> {
    const meta = await this.storage.get<Meta>(META_KEY);
    if (!meta) return undefined;
    const keys = Array.from({ length: meta.chunks }, (_, index) => chunkKey(index));
    const chunks = await this.storage.get<string>(keys);
    return JSON.parse(keys.map((key) => chunks.get(key) ?? "").join("")) as SandboxState;
  }

  #persist(state: SandboxState, stringified?: string) {
    // Writes are chained so an older state never lands after a newer one.
    this.#saving = this.#saving.then(async () => {
      const json = stringified ?? JSON.stringify(state);
      const entries: Record<string, unknown> = {};
      let chunks = 0;
      for (let start = 0; start < json.length; start += CHUNK_CHARS, chunks++) {
        entries[chunkKey(chunks)] = json.slice(start, start + CHUNK_CHARS);
      }
      entries[META_KEY] = { chunks } satisfies Meta;
      const keys = Object.keys(entries);
      for (let start = 0; start < keys.length; start += 128) {
        await this.storage.put(
          Object.fromEntries(keys.slice(start, start + 128).map((key) => [key, entries[key]])),
        );
      }
    });
    return this.#saving;
  }
}
