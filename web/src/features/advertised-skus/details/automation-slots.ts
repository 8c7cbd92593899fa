import { type ComponentType, createContext, type ReactNode, useContext } from "react";

/**
 * The automation feature's parts Product Details shows: app/ passes them in (AutomationSlots.Provider
 * around the page), so this feature does not import another.
 */
export type AutomationSlots = {
  /** The budget recommendations of the SKU's campaigns. */
  BudgetRecommendations: ComponentType<{ profileId: number; skuId?: number }>;
  /** The Automation section: each rule's runs, the next run's changes, the History. */
  SkuAutomation: ComponentType<{
    profileId: number;
    skuId: number;
    sku: string;
    limited: boolean;
    advertiseAction?: ReactNode;
  }>;
  /** A rule that cannot act until the SKU is advertised: its sentence and the Advertise action. */
  AdvertiseNotice: ComponentType<{ profileId: number; skuId: number; action?: ReactNode }>;
};

export const AutomationSlotsContext = createContext<AutomationSlots | null>(null);

export function useAutomationSlots(): AutomationSlots {
  const slots = useContext(AutomationSlotsContext);
  if (!slots) throw new Error("Product Details outside AutomationSlotsContext (app/ provides it)");
  return slots;
}
