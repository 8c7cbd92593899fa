import { Field, NativeSelect } from "@chakra-ui/react";
import { countryName } from "../lib/accounts/countries";
import { useCurrentProfile } from "../lib/accounts/current-profile-context";

type Props = { value: string; onChange: (value: string) => void };

/**
 * The shared 'Profiles' filter (spec 000 §2.3): 'All' (the empty value) and every profile of every
 * connected account by its account name, with its country, since one account's profiles share a name.
 */
export function ProfileFilter({ value, onChange }: Props) {
  const { accounts } = useCurrentProfile();
  const profiles = accounts.flatMap((account) => account.profiles);
  return (
    <Field.Root
      orientation="horizontal"
      width="auto"
      alignSelf="flex-start"
      justifyContent="flex-start"
      gap="2"
    >
      <Field.Label flex="none" fontSize="sm" color="fg.muted">
        Profiles
      </Field.Label>
      <NativeSelect.Root size="sm" width={{ base: "full", sm: "64" }} bg="bg">
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
