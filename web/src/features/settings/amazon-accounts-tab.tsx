import { Badge, HStack, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { format } from "date-fns";
import { useAmazonAccounts } from "../accounts/api/amazon-accounts";

/** Connected accounts, newest first (spec 000 §2.4). Connecting and disconnecting arrive with the accounts work. */
export function AmazonAccountsTab() {
  const accounts = useAmazonAccounts();
  if (accounts.isPending) return <Spinner />;
  const rows = accounts.data ?? [];
  if (rows.length === 0) return <Text color="fg.muted">You do not have any connected accounts</Text>;

  return (
    <Table.Root size="sm" variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Account</Table.ColumnHeader>
          <Table.ColumnHeader>State</Table.ColumnHeader>
          <Table.ColumnHeader>Token id</Table.ColumnHeader>
          <Table.ColumnHeader>Connected on</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((account) => (
          <Table.Row key={account.tokenId}>
            <Table.Cell>
              <Stack gap="0">
                <Text fontWeight="medium">{account.profileName}</Text>
                <Text color="fg.muted">{account.profileEmail}</Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={account.state === "VALID" ? "green" : "red"}>
                {account.state === "VALID" ? "Valid" : "Invalid"}
              </Badge>
            </Table.Cell>
            <Table.Cell>{account.tokenId}</Table.Cell>
            <Table.Cell>
              <HStack>{format(new Date(account.createdAt), "dd MMM, yyyy")}</HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
