import { Field, NativeSelect } from "@chakra-ui/react";
import type { AutomationRule } from "@contracts/automation/change";
import { RULE_OPTIONS } from "../lib/rule-labels";

type RuleFilterProps = {
  value: AutomationRule | undefined;
  onChange: (rule: AutomationRule | undefined) => void;
};

/** The History's rule filter: every rule, or one. */
export function RuleFilter({ value, onChange }: RuleFilterProps) {
  return (
    <Field.Root width={{ base: "full", sm: "56" }}>
      <Field.Label srOnly>Rule</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label="Rule"
          value={value ?? ""}
          onChange={(event) =>
            onChange((event.currentTarget.value || undefined) as AutomationRule | undefined)
          }
        >
          <option value="">All rules</option>
          {RULE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
