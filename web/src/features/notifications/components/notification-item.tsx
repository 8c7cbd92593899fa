import { Box, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { NotificationView } from "@contracts/alerts/notifications";
import { format, parseISO } from "date-fns";
import { Link as RouterLink } from "react-router-dom";

type NotificationItemProps = {
  notification: NotificationView;
  onOpen: () => void;
  onMarkRead: () => void;
};

/** One alert: unread ones marked by a dot and a tint; its link goes where the seller acts (and marks it read). */
export function NotificationItem({ notification, onOpen, onMarkRead }: NotificationItemProps) {
  const { title, text, link, createdAt, read } = notification;
  return (
    <Box
      as="li"
      listStyleType="none"
      px="4"
      py="3"
      bg={read ? undefined : "blue.subtle"}
      borderBottomWidth="1px"
      aria-label={title}
    >
      <HStack align="flex-start" gap="2">
        <Box
          mt="1.5"
          boxSize="2"
          rounded="full"
          flexShrink={0}
          bg={read ? "transparent" : "blue.solid"}
          aria-label={read ? undefined : "Unread"}
        />
        <Stack gap="1" minWidth="0" flex="1">
          <Text fontWeight="semibold" fontSize="sm">
            {title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {text}
          </Text>
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontSize="xs" color="fg.subtle">
              {format(parseISO(createdAt), "dd MMM, HH:mm")}
            </Text>
            <HStack gap="1">
              {!read && (
                <Button size="2xs" variant="ghost" onClick={onMarkRead}>
                  Mark read
                </Button>
              )}
              <Link asChild fontSize="sm" fontWeight="medium" colorPalette="blue" color="colorPalette.fg">
                <RouterLink to={link} onClick={onOpen}>
                  Open
                </RouterLink>
              </Link>
            </HStack>
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}
