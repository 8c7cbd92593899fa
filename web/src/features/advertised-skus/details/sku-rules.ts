/**
 * Who may do what on Product Details (spec 001 §4): pure, so the page and its unit tests agree.
 * `limited` is the user's ad limit: it disables the edit controls and hides add/launch ones.
 */
type SkuState = { isAdvertised: boolean; isBrandAdvertised: boolean };
type CompetitorState = { isAdvertised: boolean };

export const skuRules = (sku: SkuState, limited: boolean) => ({
  /** Advertise is disabled when already advertised. */
  canAdvertise: !limited && !sku.isAdvertised,
  /** Stop is disabled when not advertised. */
  canStop: !limited && sku.isAdvertised,
  canEdit: !limited,
  /** The brand is editable until it is advertised. */
  canEditBrand: !limited && !sku.isBrandAdvertised,
  /** Launch Brand appears only when the SKU is advertised, the brand is not yet, and the limit is not reached. */
  showLaunchBrand: !limited && sku.isAdvertised && !sku.isBrandAdvertised,
  showAddControls: !limited,
});

export const competitorRules = (competitor: CompetitorState, sku: SkuState, limited: boolean) => ({
  /** A launched competitor cannot be renamed or deleted. */
  canEdit: !limited && !competitor.isAdvertised,
  /** Nor launched again; the launch is hidden at the ad limit and needs the SKU advertised. */
  showLaunch: !limited && !competitor.isAdvertised,
  canLaunch: !limited && !competitor.isAdvertised && sku.isAdvertised,
});
