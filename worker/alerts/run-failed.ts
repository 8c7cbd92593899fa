import { ALERT_LINKS, type RaisedAlert } from "./alert";

/** How a run ended: given up after the queue's retries, or finished with changes Amazon refused. */
export type RunFailure = { givenUp: true } | { givenUp: false; failed: number; skuId: number | null };

/** One alert a day per profile whose automation run failed (later failures that day add none). */
export function runFailedAlert(
  profile: { id: number; name: string },
  failure: RunFailure,
  today: string,
): RaisedAlert | null {
  if (!failure.givenUp && failure.failed === 0) return null;
  const what = failure.givenUp
    ? "could not finish after several tries; it runs again next hour"
    : `finished with ${failure.failed} ${failure.failed === 1 ? "change" : "changes"} Amazon refused; their reasons are in the change history`;
  return {
    kind: "runFailed",
    dedupeKey: `runFailed:${profile.id}:${today}`,
    title: `Automation run failed: ${profile.name}`,
    text: `The automation run of ${profile.name} ${what}.`,
    link: ALERT_LINKS.automation(failure.givenUp ? null : failure.skuId),
  };
}
