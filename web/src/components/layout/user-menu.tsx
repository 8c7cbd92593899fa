import { Avatar, Box, Button, Menu, Portal, Text } from "@chakra-ui/react";
import { LogOut, Settings } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { useCurrentUser } from "../../lib/auth/current-user";
import { useSignOut } from "../../lib/auth/use-sign-out";

/** The signed-in user's menu; their name and e-mail when the users request answered (it may answer 1001). */
export function UserMenu() {
  const user = useCurrentUser().data;
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" aria-label="Open user menu" rounded="full">
          <Avatar.Root size="sm" colorPalette="blue">
            <Avatar.Fallback name={user?.name} />
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="220px">
            <Box px="2" py="1.5">
              <Text fontWeight="medium">{user?.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {user?.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="settings" onSelect={() => navigate(`${paths.settings}#profile`)}>
              <Settings size={16} /> Profile settings
            </Menu.Item>
            <Menu.Item value="sign-out" onSelect={signOut}>
              <LogOut size={16} /> Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
