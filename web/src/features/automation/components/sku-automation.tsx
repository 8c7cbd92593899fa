import { Alert, Card, Heading, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock, Eye, History } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { useLocation } from "react-router-dom";
import { ErrorView } from "../../../components/ui/error-view";
import { formatDateTime } from "../../../lib/format";
import { automationQueries } from "../api/automation-queries";

import { ChangeHistory } from "./change-history";
import { NextRunPreview } from "./next-run-preview";
import { AdvertiseNotice } from "./rule-notes";
import { RuleScheduleTable } from "./rule-schedule-table";
import { RunNowButton } from "./run-now-button";

/** Product Details' URL hash that opens the Automation section on its History (the dashboard links it). */
export const HISTORY_HASH = "automation-history";

type SkuAutomationProps = {
  profileId: number;
  skuId: number;
  sku: string;
  limited: boolean;
  /** The Advertise button a notice offers when a rule needs the SKU advertised. */
  advertiseAction?: ReactNode;
};

/** Product Details' Automation: each rule's runs, the next run's changes before they happen, and the History. */
export function SkuAutomation({ profileId, skuId, sku, limited, advertiseAction }: SkuAutomationProps) {
  const status = useQuery(automationQueries.status(profileId, skuId));
  const scope = useMemo(() => ({ profileId, skuId }), [profileId, skuId]);
  const linkedToHistory = useLocation().hash === `#${HISTORY_HASH}`;
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (linkedToHistory) section.current?.scrollIntoView({ block: "start" });
  }, [linkedToHistory]);
  return (
    <Card.Root ref={section} as="section" aria-labelledby="sku-automation" size="sm">
      <Card.Body gap="4" px={{ base: "3", md: "5" }}>
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading id="sku-automation" as="h2" size="md">
              Automation
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {status.data?.lastRunAt
                ? `Last run ${formatDateTime(status.data.lastRunAt)}; next run ${formatDateTime(status.data.nextRunAt)}.`
                : "Runs every hour on this SKU's campaigns; each rule at its own frequency."}
            </Text>
          </Stack>
          <RunNowButton profileId={profileId} availableAt={status.data?.runNowAvailableAt ?? null} />
        </HStack>
        {status.data?.lastFailedAt && (
          <Alert.Root status="warning" size="sm" data-testid="automation-failed-notice">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The last automation run could not finish</Alert.Title>
              <Alert.Description>
                Amazon did not answer after several tries ({formatDateTime(status.data.lastFailedAt)}).
                Nothing is applied twice: the next run, at {formatDateTime(status.data.nextRunAt)}, picks up
                where it stopped.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <AdvertiseNotice profileId={profileId} skuId={skuId} action={advertiseAction} />
        <Tabs.Root defaultValue={linkedToHistory ? "history" : "schedule"} variant="line" size="sm" lazyMount>
          <Tabs.List overflowX="auto" css={{ "& > button": { flexShrink: 0, whiteSpace: "nowrap" } }}>
            <Tabs.Trigger value="schedule">
              <CalendarClock size={16} /> Schedule
            </Tabs.Trigger>
            <Tabs.Trigger value="preview">
              <Eye size={16} /> Next run
            </Tabs.Trigger>
            <Tabs.Trigger value="history">
              <History size={16} /> History
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="schedule">
            {status.isError ? (
              <ErrorView message={status.error.message} onRetry={() => void status.refetch()} />
            ) : (
              <RuleScheduleTable rules={status.data?.rules ?? []} loading={status.isPending} />
            )}
          </Tabs.Content>
          <Tabs.Content value="preview">
            <NextRunPreview profileId={profileId} skuId={skuId} />
          </Tabs.Content>
          <Tabs.Content value="history">
            <ChangeHistory
              scope={scope}
              name={sku}
              limited={limited}
              emptyText="Changes the automation makes to this SKU's campaigns show here, each with its reason."
            />
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
