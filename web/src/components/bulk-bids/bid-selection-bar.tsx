import { SelectionBar } from "../data-table/selection-bar";
import type { RowNoun } from "../data-table/selection-text";
import { EditBidsButton } from "./edit-bids-button";

type BidSelectionBarProps = {
  profileId: number;
  keywordIds: string[];
  targetIds: string[];
  adLimitReached: boolean;
  onClear: () => void;
};

/** What the ticked rows are called: keywords, targets, or both. */
function nounOf(keywords: number, targets: number): RowNoun {
  if (targets === 0) return ["keyword", "keywords"];
  if (keywords === 0) return ["target", "targets"];
  return ["keyword or target", "keywords and targets"];
}

/** Ticked keywords and ASIN targets (of a campaign or a SKU), counted together, and 'Edit bids' for them. */
export function BidSelectionBar({
  profileId,
  keywordIds,
  targetIds,
  adLimitReached,
  onClear,
}: BidSelectionBarProps) {
  const selected = keywordIds.length + targetIds.length;
  const noun = nounOf(keywordIds.length, targetIds.length);
  return (
    <SelectionBar
      selected={selected}
      pageRows={selected}
      allPageSelected={false}
      matching={selected}
      allMatching={false}
      noun={noun}
      onSelectAllMatching={() => undefined}
      onClear={onClear}
      actions={
        <EditBidsButton
          profileId={profileId}
          keywordIds={keywordIds}
          targetIds={targetIds}
          noun={noun}
          adLimitReached={adLimitReached}
        />
      }
    />
  );
}
