import { Badge, Button, Flex, Popover, Portal, Text } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { AccountList } from "./account-list";
import { InvalidTag } from "./invalid-tag";
import { ProfilePanel } from "./profile-panel";

/** The header's account and profile dropdown (spec 000 §2.3); nothing while no account is connected. */
export function AccountPicker() {
  const { accounts, account, profile } = useCurrentProfile();
  const [open, setOpen] = useState(false);
  if (accounts.length === 0) return null;
  const close = () => setOpen(false);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: "bottom-end" }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" maxWidth="xs" data-testid="account-picker" bg="bg">
          {profile && (
            <Badge variant="surface" size="sm" fontFamily="mono" aria-hidden="true">
              {profile.countryCode}
            </Badge>
          )}
          <Text as="span" truncate>
            {profile?.accountInfo.name ?? "No Account!"}
          </Text>
          {account?.state === "INVALID" && <InvalidTag />}
          <ChevronDown />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: "calc(100vw - 2rem)", md: "2xl" }} maxWidth="2xl">
            <Popover.Body p="0">
              <Flex direction={{ base: "column", md: "row" }} minHeight="56">
                <AccountList onManage={close} />
                <ProfilePanel onSelected={close} />
              </Flex>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
