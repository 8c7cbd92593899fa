import { Card } from "@chakra-ui/react";
import { NoData } from "../ui/no-data";
import { Page, type PageProps } from "./page";

/** A screen whose data arrives with a later feature: its frame, title and breadcrumbs, and an empty state. */
export function EmptyPage(props: Omit<PageProps, "children">) {
  return (
    <Page {...props}>
      <Card.Root>
        <Card.Body>
          <NoData />
        </Card.Body>
      </Card.Root>
    </Page>
  );
}
