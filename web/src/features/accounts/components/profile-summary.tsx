import { DataList, Heading, Stack } from "@chakra-ui/react";
import type { AmazonProfile } from "../../../lib/accounts/resolve-selection";
import { profileCountry, profileType } from "./profile-labels";

/** The current profile: name, type, country and the marketplace's profile id (spec 000 §2.3). */
export function ProfileSummary({ profile }: { profile: AmazonProfile }) {
  const rows = [
    ["Type", profileType(profile)],
    ["Country", profileCountry(profile)],
    ["Profile ID", profile.amazonProfileId],
  ] as const;
  return (
    <Stack gap="3" data-testid="current-profile">
      <Heading size="md" truncate>
        {profile.accountInfo.name}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minWidth="24">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
