import { ManageAccountsPanel } from "../accounts/manage/manage-accounts-panel";

/** Settings › Amazon Accounts: the Manage Accounts panel (spec 000 §2.4). */
export function AmazonAccountsTab() {
  return <ManageAccountsPanel />;
}
