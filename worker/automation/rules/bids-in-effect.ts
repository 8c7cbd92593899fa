/**
 * The bid a keyword or target had on a past day, rebuilt from the automation's own bid changes:
 * a change planned on a later local date than the day started from the bid the day had. Needed to
 * compare what Amazon charged with what was bid: judged against today's bid, a bid just cut would
 * look as if Amazon charged more than it did. Edits made outside Skupilot are not in the log; the
 * current bid stands in for them.
 */
import { localDate } from "../../clock/zone-clock";
import type { SkuSnapshot } from "./rule-input";

type BidChange = { date: string; fromCents: number };

export type BidOnDay = (entityId: string, date: string, currentBidCents: number) => number;

export function bidsInEffect(snapshot: SkuSnapshot): BidOnDay {
  const changes = new Map<string, BidChange[]>();
  // The log is newest first: read it oldest first so that changes of one day stay in their order.
  for (const change of [...snapshot.history].reverse()) {
    if (change.kind !== "SET_BID" || (change.status !== "APPLIED" && change.status !== "UNDONE")) continue;
    const at = change.appliedAt ?? change.plannedAt;
    const list = changes.get(change.entityId) ?? [];
    list.push({ date: localDate(at, snapshot.settings.timezone), fromCents: change.fromCents });
    changes.set(change.entityId, list);
  }
  // Oldest first, so the first change after a day is the one whose `from` the day had.
  for (const list of changes.values()) list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return (entityId, date, currentBidCents) => {
    const later = changes.get(entityId)?.find((change) => change.date > date);
    return later ? later.fromCents : currentBidCents;
  };
}
