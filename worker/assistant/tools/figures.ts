import type { Database } from "../../db/client";
import type { FigureRow } from "../assistant";
import { campaignFigures } from "./campaign-figures";
import type { FigureQuery } from "./figure-order";
import { searchTermFigures } from "./search-term-figures";
import { skuFigures } from "./sku-figures";
import { targetingFigures } from "./targeting-figures";

/** Figures at the level asked, each level from the store that answers it in one statement. */
export function figures(db: Database, organisationId: string, query: FigureQuery): Promise<FigureRow[]> {
  switch (query.level) {
    case "campaign":
      return campaignFigures(db, organisationId, query);
    case "sku":
      return skuFigures(db, organisationId, query);
    case "keyword":
    case "target":
      return targetingFigures(db, organisationId, query);
    case "searchTerm":
      return searchTermFigures(db, organisationId, query);
  }
}
