import type { TariffPlanName } from "../billing/plans";

/** Document 001 §2, §9: the chat's plans (a trial, with no plan yet, has no chat); and not at the ad limit. */
export const CHAT_PLANS: readonly TariffPlanName[] = ["START_UP", "SCALE_UP", "PROFESSIONAL"];

export const CHAT_PLAN_MESSAGE =
  "The AI assistant comes with the Start Up, Scale Up and Professional plans. Choose a plan to use it.";

/** Whether the seller gets the chat (the web's button, the server's gate): an eligible plan, under the ad limit. */
export const isChatEligible = (
  seller: { tariffPlan: TariffPlanName | null; isAdLimitReached: boolean } | null | undefined,
) => Boolean(seller?.tariffPlan && CHAT_PLANS.includes(seller.tariffPlan) && !seller.isAdLimitReached);
