import type { CurrentUser, TariffPlan } from "@contracts/users/users.schemas";

/** Document 001 §2, §9: the plans that include the AI assistant. */
export const CHAT_PLANS: readonly TariffPlan[] = ["START_UP", "SCALE_UP", "PROFESSIONAL"];

/** Whether the seller gets the chat button: an eligible plan and the month's ad limit not reached. */
export const isChatEligible = (
  user: Pick<CurrentUser, "tariffPlan" | "isAdLimitReached"> | null | undefined,
) => Boolean(user?.tariffPlan && CHAT_PLANS.includes(user.tariffPlan) && !user.isAdLimitReached);
