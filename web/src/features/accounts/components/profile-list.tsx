import { Box, Button, Stack, Text } from "@chakra-ui/react";
import type { AmazonProfile } from "../../../lib/accounts/resolve-selection";
import { profileCountry, profileType } from "./profile-labels";

type Props = { profiles: AmazonProfile[]; currentId?: number; onSelect: (profileId: number) => void };

/** The account's sponsored-ads profiles, each with name, country and type; the current one highlighted. */
export function ProfileList({ profiles, currentId, onSelect }: Props) {
  return (
    <Stack gap="1" role="list" aria-label="Sponsored Ads Accounts" maxHeight="64" overflowY="auto">
      {profiles.map((profile) => {
        const active = profile.id === currentId;
        return (
          <Box role="listitem" key={profile.id}>
            <Button
              variant={active ? "subtle" : "ghost"}
              colorPalette={active ? "blue" : "gray"}
              aria-current={active ? "true" : undefined}
              width="full"
              height="auto"
              py="2"
              px="2"
              justifyContent="space-between"
              gap="3"
              onClick={() => onSelect(profile.id)}
            >
              <Stack gap="0" minWidth="0" textAlign="start">
                <Text truncate fontWeight="medium">
                  {profile.accountInfo.name}
                </Text>
                <Text truncate fontSize="xs" color="fg.muted" fontWeight="normal">
                  {profileCountry(profile)}
                </Text>
              </Stack>
              <Text fontSize="xs" color="fg.muted" fontWeight="normal" flexShrink="0">
                {profileType(profile)}
              </Text>
            </Button>
          </Box>
        );
      })}
    </Stack>
  );
}
