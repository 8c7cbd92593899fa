import { Button, Checkbox, Stack, Text } from "@chakra-ui/react";
import {
  ACOS_OVER_DAYS,
  ACOS_OVER_POINTS,
  AD_LIMIT_NEAR_PERCENT,
  type AlertRules,
  BUDGET_OUT_HOUR,
} from "@contracts/alerts/alert-rules";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useQuery } from "@tanstack/react-query";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";
import { QueryView } from "../../../components/ui/query-view";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { alertRulesQuery, useSaveAlertRules } from "../api/alert-rules";
import { AlertRuleRow } from "./alert-rule-row";
import { type AlertRulesForm, alertRulesFormSchema, formValuesOf } from "./alert-rules-form-schema";

/** Settings › Alerts: the current profile's alert rules (issue 33, item 4). */
export function AlertsTab() {
  const { profile } = useCurrentProfile();
  const query = useQuery({ ...alertRulesQuery(profile?.id ?? 0), enabled: profile !== undefined });
  if (!profile) return <Text color="fg.muted">Connect an Amazon account to choose its alerts.</Text>;
  return (
    <Stack gap="4" maxWidth="3xl">
      <Text fontSize="sm" color="fg.muted">
        Alerts for {profile.accountInfo.name} ({profile.countryCode}), the profile chosen at the top. They
        show under the bell at the top of every page; the ones you choose are e-mailed too, at once or in one
        e-mail a day.
      </Text>
      <QueryView query={query} loadingLabel="Loading the alert settings" isEmpty={() => false}>
        {(rules) => <AlertRulesEditor key={profile.id} profileId={profile.id} rules={rules} />}
      </QueryView>
    </Stack>
  );
}

function AlertRulesEditor({ profileId, rules }: { profileId: number; rules: AlertRules }) {
  const save = useSaveAlertRules(profileId);
  const form = useForm<AlertRulesForm, unknown, AlertRules>({
    resolver: valibotResolver(alertRulesFormSchema),
    values: formValuesOf(rules),
  });
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;
  return (
    <FormProvider {...form}>
      <FormStack onSubmit={handleSubmit((values) => save.mutate(values))} aria-label="Alert settings">
        <AlertRuleRow
          kind="budgetOut"
          description="A campaign spends its daily budget before the hour you choose (marketplace time) and stops showing ads."
        >
          <FormField
            label="Before (hour, 1–23)"
            type="number"
            inputMode="numeric"
            min={BUDGET_OUT_HOUR.min}
            max={BUDGET_OUT_HOUR.max}
            size="sm"
            error={errors.budgetOut?.beforeHour?.message}
            {...register("budgetOut.beforeHour")}
          />
        </AlertRuleRow>
        <AlertRuleRow
          kind="acosOverTarget"
          description="An advertised SKU's ACOS stays over its target by at least the points you choose, day after day."
        >
          <FormField
            label="Points over target (1–100)"
            type="number"
            inputMode="numeric"
            min={ACOS_OVER_POINTS.min}
            max={ACOS_OVER_POINTS.max}
            size="sm"
            error={errors.acosOverTarget?.points?.message}
            {...register("acosOverTarget.points")}
          />
          <FormField
            label="Days in a row (1–14)"
            type="number"
            inputMode="numeric"
            min={ACOS_OVER_DAYS.min}
            max={ACOS_OVER_DAYS.max}
            size="sm"
            error={errors.acosOverTarget?.days?.message}
            {...register("acosOverTarget.days")}
          />
        </AlertRuleRow>
        <AlertRuleRow
          kind="outOfStock"
          description="An advertised SKU is out of stock on Amazon (its ads are paused meanwhile)."
        >
          <Controller
            control={control}
            name="outOfStock.lowStock"
            render={({ field }) => (
              <Checkbox.Root
                alignSelf="flex-end"
                mb="2"
                width={{ base: "full", sm: "auto" }}
                checked={field.value}
                onCheckedChange={({ checked }) => field.onChange(checked === true)}
              >
                <Checkbox.HiddenInput onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>Also when Amazon says stock is running low</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        </AlertRuleRow>
        <AlertRuleRow
          kind="accountReconnect"
          description="Amazon refuses Skupilot's access to an account: nothing syncs until you reconnect it."
        />
        <AlertRuleRow
          kind="runFailed"
          description="An automation run fails after its retries, or Amazon refuses some of its changes."
        />
        <AlertRuleRow
          kind="adLimitNear"
          description={`This month's ad spend reaches ${AD_LIMIT_NEAR_PERCENT} % of your plan's monthly cap.`}
        />
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="flex-start"
          loading={save.isPending}
          disabled={!formState.isDirty}
        >
          Save alert settings
        </Button>
      </FormStack>
    </FormProvider>
  );
}
