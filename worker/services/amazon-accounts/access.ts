/** Account access lives with the Amazon clients (worker/amazon/account-client.ts) so the automation engine, below services, can act for a profile too. */
export { accountTokenSource, adsClientFor, markAccountInvalid } from "../../amazon/account-client";
