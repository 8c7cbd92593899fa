import { Field, NativeSelect } from "@chakra-ui/react";
import { countryName } from "../lib/countries";
import { useCurrentProfile } from "../selection/current-profile-context";

type Props = { value: string; onChange: (profileId: string) => void; disabled?: boolean };

/**
 * The shared 'Profiles' filter (spec 000 §2.3): 'All' (the empty value) and every profile of every
 * connected account by its account name; the value is the profile's id as text.
 */
export function ProfileFilter({ value, onChange, disabled }: Props) {
  const { accounts } = useCurrentProfile();
  const profiles = accounts.flatMap((account) => account.profiles);
  return (
    <Field.Root width="auto" minWidth="56" disabled={disabled}>
      <Field.Label>Profiles</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">All</option>
          {profiles.map((profile) => (
            <option key={profile.id} value={String(profile.id)}>
              {profile.accountInfo.name} ({countryName(profile.countryCode)})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
