import { AdvertisedSkuPage as ProductDetailsPage } from "../../../features/advertised-skus/advertised-sku-page";
import {
  type AutomationSlots,
  AutomationSlotsContext,
} from "../../../features/advertised-skus/details/automation-slots";
import { BudgetRecommendations } from "../../../features/automation/budget/budget-recommendations";
import { AdvertiseNotice } from "../../../features/automation/components/rule-notes";
import { SkuAutomation } from "../../../features/automation/components/sku-automation";

const automation: AutomationSlots = { BudgetRecommendations, SkuAutomation, AdvertiseNotice };

/** /advertised-sku/{id}: Product Details, with the automation feature's parts in their places. */
export function AdvertisedSkuPage() {
  return (
    <AutomationSlotsContext.Provider value={automation}>
      <ProductDetailsPage />
    </AutomationSlotsContext.Provider>
  );
}
