import { execFileSync } from "node:child_process";
import { inject } from "vitest";
// @ts-expect-error: plain ESM script shared with `npm start`
import { offlineEnv, wranglerBin } from "../../../scripts/wrangler.mjs";

/** Runs SQL on the running Worker's local D1 (wrangler d1 execute on its folder); answers the rows. */
export function localD1<Row = Record<string, unknown>>(sql: string): Row[] {
  const output = execFileSync(
    process.execPath,
    [
      wranglerBin,
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      inject("persistTo"),
      "--json",
      "--command",
      sql,
    ],
    { env: offlineEnv(), encoding: "utf8" },
  );
  return (JSON.parse(output) as { results: Row[] }[])[0]?.results ?? [];
}
