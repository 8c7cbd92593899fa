import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { notificationsQuery } from "../api/notification-queries";
import { useMarkAllRead, useMarkRead } from "../api/use-notification-actions";
import { NotificationItem } from "./notification-item";

/** The bell's panel: the seller's alerts newest first, with 'Mark all read' and 'Load more'. */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const query = useInfiniteQuery(notificationsQuery());
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  return (
    <Stack gap="0" role="region" aria-label="Notification centre">
      <Flex align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px">
        <Heading as="h2" size="sm">
          Notifications
        </Heading>
        <Button
          size="xs"
          variant="ghost"
          disabled={unread === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          Mark all read
        </Button>
      </Flex>
      <Box maxHeight="min(70vh, 520px)" overflowY="auto">
        {query.isPending ? (
          <Stack p="4" gap="3" aria-busy>
            <Skeleton height="14" />
            <Skeleton height="14" />
          </Stack>
        ) : notifications.length === 0 ? (
          <Text p="6" textAlign="center" color="fg.muted" fontSize="sm">
            No alerts yet. Choose which ones you get in Settings › Alerts.
          </Text>
        ) : (
          <Box as="ul" m="0" p="0">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onMarkRead={() => markRead.mutate(notification.id)}
                onOpen={() => {
                  if (!notification.read) markRead.mutate(notification.id);
                  onNavigate();
                }}
              />
            ))}
          </Box>
        )}
        {query.hasNextPage && (
          <Flex justify="center" p="3">
            <Button
              size="xs"
              variant="outline"
              loading={query.isFetchingNextPage}
              onClick={() => query.fetchNextPage()}
            >
              Load more
            </Button>
          </Flex>
        )}
      </Box>
    </Stack>
  );
}
