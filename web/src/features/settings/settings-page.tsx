import { Box, Card, Tabs } from "@chakra-ui/react";
import { Bell, CreditCard, type LucideIcon, Store, UserRound, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { Page } from "../../components/layout/page";
import { paths } from "../../config/paths";
import { AlertsTab } from "./alerts/alerts-tab";
import { ProfileTab } from "./profile-tab";
import { SubscriptionsTab } from "./subscriptions/subscriptions-tab";
import { TeamTab } from "./team/team-tab";

const tabs = ["amazon-accounts", "profile", "team", "alerts", "subscriptions"] as const;
type Tab = (typeof tabs)[number];

/**
 * /settings; the hash picks the tab (#subscriptions, #profile, #team, #alerts). The billing-only area (document 000
 * §2.1) shows the same view on every path with the Subscriptions tab alone, whatever the hash, and
 * no back link (issue 29 item 11: a hash like #profile opened the other tabs there).
 */
export type SettingsPageProps = {
  billingOnly?: boolean;
  /** Settings › Amazon Accounts: the accounts feature's Manage Accounts panel, which app/ passes in (spec 000 §2.4). */
  amazonAccountsTab: ReactNode;
};

export function SettingsPage({ billingOnly = false, amazonAccountsTab }: SettingsPageProps) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const fromHash = hash.slice(1) as Tab;
  const current = billingOnly ? "subscriptions" : tabs.includes(fromHash) ? fromHash : tabs[0];

  return (
    <Page
      title="Account Settings"
      back={billingOnly ? undefined : { to: paths.home, label: "Home" }}
      breadcrumbs={[{ label: "Settings" }]}
    >
      <Card.Root>
        <Card.Body px={{ base: "4", md: "6" }}>
          <Tabs.Root
            value={current}
            onValueChange={({ value }) => navigate({ hash: value }, { replace: true })}
            variant="line"
            size={{ base: "sm", md: "md" }}
            lazyMount
          >
            {/* Narrower than its tabs (a small phone), the list scrolls sideways rather than wrap their labels. */}
            <Tabs.List
              mb="6"
              overflowX="auto"
              css={{ "& > button": { flexShrink: 0, whiteSpace: "nowrap" } }}
            >
              {!billingOnly && (
                <>
                  <Tabs.Trigger value="amazon-accounts">
                    <TabIcon icon={Store} /> Amazon Accounts
                  </Tabs.Trigger>
                  <Tabs.Trigger value="profile">
                    <TabIcon icon={UserRound} /> Profile
                  </Tabs.Trigger>
                  <Tabs.Trigger value="team">
                    <TabIcon icon={Users} /> Team
                  </Tabs.Trigger>
                  <Tabs.Trigger value="alerts">
                    <TabIcon icon={Bell} /> Alerts
                  </Tabs.Trigger>
                </>
              )}
              <Tabs.Trigger value="subscriptions">
                <TabIcon icon={CreditCard} /> Subscriptions
              </Tabs.Trigger>
            </Tabs.List>
            {!billingOnly && (
              <>
                <Tabs.Content value="amazon-accounts">{amazonAccountsTab}</Tabs.Content>
                <Tabs.Content value="profile">
                  <ProfileTab />
                </Tabs.Content>
                <Tabs.Content value="team">
                  <TeamTab />
                </Tabs.Content>
                <Tabs.Content value="alerts">
                  <AlertsTab />
                </Tabs.Content>
              </>
            )}
            <Tabs.Content value="subscriptions">
              <SubscriptionsTab />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </Page>
  );
}

/** A tab's icon, left out on a phone so the labels fit the card's width. */
function TabIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <Box as="span" display={{ base: "none", sm: "inline-flex" }}>
      <Icon size={16} />
    </Box>
  );
}
