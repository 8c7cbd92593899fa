/**
 * Who may do what with a target or keyword (spec 001 §4): pure, so the panels and their unit tests agree.
 * `limited` is the user's ad limit: edit controls disabled, add controls hidden.
 */
import { isToggleableState } from "./campaign-labels";

type Row = { state: string; isBoosted?: boolean };

export const targetRules = (row: Row, limited: boolean) => {
  const boosted = row.isBoosted === true;
  return {
    /** ENABLED and PAUSED switch; any other state is shown with its switch disabled. A boosted keyword is locked. */
    canToggle: !limited && !boosted && isToggleableState(row.state),
    /** Bid, placements and organic ranking: only on an ENABLED row, never while boosted. */
    canEdit: !limited && !boosted && row.state === "ENABLED",
    /** The boost starts only on an ENABLED keyword; a running boost can always be stopped. */
    canSwitchBoost: !limited && (boosted || row.state === "ENABLED"),
  };
};

/** Adding ASIN targets and keywords: hidden at the ad limit, and needs the SKU advertised. */
export const addRules = (sku: { isAdvertised: boolean }, limited: boolean) => ({
  showAdd: !limited,
  canAdd: !limited && sku.isAdvertised,
});

/** A recommendation's button: 'Added' once advertised, else Select / Selected. */
export const recommendationLabel = (isAdvertised: boolean, selected: boolean) =>
  isAdvertised ? "Added" : selected ? "Selected" : "Select";
