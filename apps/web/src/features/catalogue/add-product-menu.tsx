import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconPackages, IconPlus } from "@tabler/icons-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { cataloguePaths, kindsForRoot, likelyKindCount } from "./catalogue-kinds.ts";
import { CATALOGUE_TEXTS } from "./texts.ts";

/**
 * "Add": every catalogue kind as a link to its add page, the ones this root usually holds first; then
 * a bundle of catalogue items, filed under this category.
 */
export function AddProductMenu({
  rootId,
  rootKind,
}: {
  rootId: string;
  rootKind: string | null | undefined;
}) {
  const kinds = kindsForRoot(rootKind);
  const likely = likelyKindCount(rootKind);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={CATALOGUE_TEXTS.addMenuLabel}
        >
          {CATALOGUE_TEXTS.add}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {kinds.map((k, i) => (
          <Fragment key={k.kind}>
            {i === likely && likely > 0 ? (
              <>
                <Menu.Divider />
                <Menu.Label>{CATALOGUE_TEXTS.otherKinds}</Menu.Label>
              </>
            ) : null}
            <Menu.Item component={Link} to={cataloguePaths.add(rootId, k.kind)}>
              {k.title}
            </Menu.Item>
          </Fragment>
        ))}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={`/bundles/add?categoryId=${encodeURIComponent(rootId)}`}
          leftSection={<IconPackages size={16} aria-hidden />}
        >
          {CATALOGUE_TEXTS.addBundle}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
