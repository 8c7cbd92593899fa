import { ManageAccountsPanel } from "../../../features/accounts/manage/manage-accounts-panel";
import {
  type SettingsPageProps,
  SettingsPage as SettingsTabs,
} from "../../../features/settings/settings-page";

/** /settings: the settings tabs, Amazon Accounts being the Manage Accounts panel (spec 000 §2.4). */
export function SettingsPage(props: Omit<SettingsPageProps, "amazonAccountsTab">) {
  return <SettingsTabs {...props} amazonAccountsTab={<ManageAccountsPanel />} />;
}
