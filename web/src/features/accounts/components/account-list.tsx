import { Box, Button, Link, Separator, Stack, Text } from "@chakra-ui/react";
import { Settings2 } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { InvalidTag } from "./invalid-tag";
import { PickerLabel } from "./picker-label";

/** The picker's left side: the connected accounts (the current one highlighted) and 'Manage Accounts'. */
export function AccountList({ onManage }: { onManage: () => void }) {
  const { accounts, account: current, selectAccount } = useCurrentProfile();
  return (
    <Stack gap="1" p="3" width={{ md: "60" }} flexShrink="0" bg="bg.muted" roundedStart="l2">
      <PickerLabel px="2">Amazon Accounts</PickerLabel>
      <Stack gap="1" role="list" aria-label="Amazon accounts">
        {accounts.map((account) => {
          const active = account.tokenId === current?.tokenId;
          return (
            <Box role="listitem" key={account.tokenId}>
              <Button
                variant={active ? "subtle" : "ghost"}
                colorPalette={active ? "blue" : "gray"}
                aria-current={active ? "true" : undefined}
                width="full"
                height="auto"
                py="2"
                px="2"
                justifyContent="space-between"
                textAlign="start"
                onClick={() => selectAccount(account.tokenId)}
              >
                <Stack gap="0" minWidth="0">
                  <Text truncate fontWeight="medium">
                    {account.profileName}
                  </Text>
                  <Text truncate fontSize="xs" color="fg.muted" fontWeight="normal">
                    {account.profileEmail}
                  </Text>
                </Stack>
                {account.state === "INVALID" && <InvalidTag />}
              </Button>
            </Box>
          );
        })}
      </Stack>
      <Separator my="2" />
      <Link asChild fontSize="sm" fontWeight="medium" color="blue.fg" px="2" py="1">
        <RouterLink to={paths.settings} onClick={onManage}>
          <Settings2 size={16} /> Manage Accounts
        </RouterLink>
      </Link>
    </Stack>
  );
}
