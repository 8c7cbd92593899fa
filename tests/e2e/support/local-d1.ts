import { execFileSync } from "node:child_process";
import { inject } from "vitest";
// @ts-expect-error: plain ESM script shared with `npm start`
import { offlineEnv, wranglerBin } from "../../../scripts/wrangler.mjs";

/**
 * What wrangler said when the statement failed: with --json it writes the error to stdout
 * (`{"error": {"text": "…: SQLITE_BUSY"}}`), which the thrown error's message leaves out.
 */
const failureText = (error: unknown) => {
  const { message, stdout, stderr } = error as { message?: string; stdout?: string; stderr?: string };
  return [message, stdout, stderr].filter(Boolean).join("\n");
};
/** SQLite's "database is locked": the running Worker holds the file; the refused statement did nothing. */
const isBusy = (error: unknown) => /SQLITE_BUSY|database is locked/.test(failureText(error));
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs SQL on the running Worker's local D1 (wrangler d1 execute on its folder); answers the rows. The
 * Worker and this process share the SQLite file and D1 sets no busy timeout, so while the Worker writes,
 * the statement is refused at once: it runs again once the file is free (up to 60 s).
 */
export function localD1<Row = Record<string, unknown>>(sql: string): Row[] {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
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
        { env: offlineEnv(), encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      return (JSON.parse(output) as { results: Row[] }[])[0]?.results ?? [];
    } catch (error) {
      if (!isBusy(error) || Date.now() > deadline) throw new Error(failureText(error));
      pause(200);
    }
  }
}
