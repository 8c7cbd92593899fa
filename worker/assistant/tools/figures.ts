import type { Database } from "../../db/client";
import type { FigureRow } from "../assistant";
import { campaignFigures } from "./campaign-figures";
import type { FigureQuery } from "./figure-order";
import { searchTermFigures } from "./search-term-figures";
import { skuFigures } from "./sku-figures";
import { targetingFigures } from "./targeting-figures";

/** Figures at the level asked, each level from the store that answers it in one statement. */
export function figures(db: Database, userId: string, query: FigureQuery): Promise<FigureRow[]> {
  switch (query.level) {
    case "campaign":
      return campaignFigures(db, userId, query);
    case "sku":
      return skuFigures(db, userId, query);
    case "keyword":
    case "target":
      return targetingFigures(db, userId, query);
    case "searchTerm":
      return searchTermFigures(db, userId, query);
  }
}
