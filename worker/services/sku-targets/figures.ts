import { sql } from "drizzle-orm";
import type { TargetReport } from "../../contracts/campaigns/campaign-detail";
import { targetReportOf } from "../../contracts/campaigns/target-report";
import type { DateRange } from "../../contracts/date-range";
import type { Database } from "../../db/client";
import { type FigureRow, figuresOf, SUM_FIGURES } from "../../db/figures-sql";
import { inList } from "../../db/in-list";

/** Each keyword's or target's figures over the range, for one page of ids (TARGETING grain). */
export async function targetingFiguresOf(
  db: Database,
  profileId: number,
  entityIds: string[],
  range: DateRange,
): Promise<Map<string, TargetReport>> {
  if (entityIds.length === 0) return new Map();
  const rows = await db.all<FigureRow & { entityId: string }>(sql`
    select dm.entity_id as entityId, ${SUM_FIGURES}
    from daily_metrics dm
    where dm.profile_id = ${profileId} and dm.grain = 'TARGETING'
      and dm.date between ${range.startDate} and ${range.endDate}
      and ${inList(sql`dm.entity_id`, entityIds)}
    group by dm.entity_id`);
  return new Map(rows.map((row) => [row.entityId, targetReportOf(figuresOf(row))]));
}
