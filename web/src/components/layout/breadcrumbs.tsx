import { Breadcrumb } from "@chakra-ui/react";
import { House } from "lucide-react";
import { Fragment } from "react";
import { Link as RouterLink } from "react-router-dom";

export type Crumb = { label: string; to?: string };

/** A home icon linking to /, then each crumb: a link when it has `to`, plain text otherwise (spec 000 §2.3). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Breadcrumb.Root size="sm" aria-label="Breadcrumb">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild aria-label="Home">
            <RouterLink to="/">
              <House size={14} />
            </RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {items.map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              {crumb.to ? (
                <Breadcrumb.Link asChild>
                  <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
