import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";

/** What every panel hosted in the Optional column receives (optional-column/hosted-panels.ts). */
export type HostedPanelProps = { profileId: number; sku: AdvertisedSku; disabled: boolean };
