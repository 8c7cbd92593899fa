/** The command line of bench:optimizer: `--scenario <file>` and the run's optional knobs. */
import { DEMO_SEED } from "../../sandbox/model/index";

export type BenchArgs = {
  scenario: string;
  seed: string;
  days: number;
  targetAcos: number;
  seller: string | null;
  marketplace: "US" | "CA" | "UK" | "DE";
  /** Strategies to run, all by default (`--only skupilot,oracle`). */
  only: string[] | null;
};

const MARKETPLACES = ["US", "CA", "UK", "DE"] as const;

export function parseArgs(argv: string[]): BenchArgs {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? "";
    if (!flag.startsWith("--")) throw new Error(`unexpected argument ${flag}`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith("--")) throw new Error(`${flag} needs a value`);
    values.set(flag.slice(2), value);
    i++;
  }
  const scenario = values.get("scenario");
  if (!scenario) throw new Error("--scenario <file> is required");
  const number = (name: string, fallback: number) => {
    const text = values.get(name);
    const value = text === undefined ? fallback : Number(text);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
    return value;
  };
  const marketplace = (values.get("marketplace") ?? "US").toUpperCase();
  if (!MARKETPLACES.includes(marketplace as BenchArgs["marketplace"]))
    throw new Error(`--marketplace must be one of ${MARKETPLACES.join(", ")}`);
  return {
    scenario,
    seed: values.get("seed") ?? DEMO_SEED,
    days: Math.round(number("days", 60)),
    targetAcos: number("target-acos", 25),
    seller: values.get("seller") ?? null,
    marketplace: marketplace as BenchArgs["marketplace"],
    only: values.get("only")?.split(",") ?? null,
  };
}
