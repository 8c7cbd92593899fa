import type { ComponentType } from "react";
import type { AdvertisedSku } from "../../../../../../worker/contracts/advertised-sku";

/** What every hosted panel receives. */
export type HostedPanelProps = { profileId: number; sku: AdvertisedSku; disabled: boolean };

type HostedPanel = {
  value: string;
  title: string;
  /** The count shown on the panel's title, where spec 001 §2 gives one. */
  count?: (sku: AdvertisedSku) => number;
  Panel: ComponentType<HostedPanelProps>;
};

/**
 * The Optional panels built in their own folders (details/targets, details/keywords, details/settings),
 * in the spec's order. A panel is listed once its module exists.
 */
export const hostedPanels: HostedPanel[] = [];
