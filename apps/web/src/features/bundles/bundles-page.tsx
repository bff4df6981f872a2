import { Alert, Button, Group, SegmentedControl, Select, Stack } from "@mantine/core";
import { MESSAGES, type ProductOwnership, type TBundle } from "@q2c/domain";
import { IconCategory } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { DataGrid } from "../../app/data-grid/data-grid.tsx";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { bundleColumns } from "./bundle-columns.tsx";
import { BUNDLE_TEXTS } from "./texts.ts";
import { useBundlePages, useBundleTypes } from "./use-bundles.ts";

const GRID_HEIGHT = "max(360px, calc(100dvh - 320px))";
const OWNERSHIP_DATA = [
  { value: "all", label: BUNDLE_TEXTS.ownershipAll },
  { value: "mine", label: BUNDLE_TEXTS.ownershipMine },
  { value: "platform", label: BUNDLE_TEXTS.ownershipPlatform },
];

/** /bundles: the bundles in scope (the caller's own and the platform's), filtered by type and ownership. */
export default function BundlesPage() {
  const navigate = useNavigate();
  const canWrite = useCan("catalogue.write");
  const [bundleTypeId, setBundleTypeId] = useState<string | null>(null);
  const [ownership, setOwnership] = useState<ProductOwnership>("all");
  const pages = useBundlePages({ bundleTypeId: bundleTypeId ?? undefined, productOwnership: ownership });
  const types = useBundleTypes();
  const typeNames = useMemo(() => new Map((types.data ?? []).map((t) => [t.id, t.name])), [types.data]);
  const columns = useMemo(() => bundleColumns(typeNames), [typeNames]);
  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.data) ?? [], [pages.data]);
  const filtered = bundleTypeId !== null || ownership !== "all";

  const addButton = canWrite ? <AddButton to="/bundles/add">{BUNDLE_TEXTS.add}</AddButton> : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title={BUNDLE_TEXTS.title}
        intro={BUNDLE_TEXTS.intro}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              component={Link}
              to="/bundle-category-types"
              leftSection={<IconCategory size={16} aria-hidden />}
            >
              {BUNDLE_TEXTS.typesTitle}
            </Button>
            {addButton}
          </Group>
        }
      />
      <Group align="flex-end" gap="sm">
        <Select
          label={BUNDLE_TEXTS.bundleType}
          placeholder={BUNDLE_TEXTS.allTypes}
          data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          value={bundleTypeId}
          onChange={setBundleTypeId}
          clearable
          searchable
          nothingFoundMessage={MESSAGES.noResultsFound}
          w={260}
        />
        <SegmentedControl
          aria-label={BUNDLE_TEXTS.ownership}
          data={OWNERSHIP_DATA}
          value={ownership}
          onChange={(value) => setOwnership(value as ProductOwnership)}
        />
      </Group>
      {pages.isError && !pages.data ? (
        <Alert color="danger" title={MESSAGES.bundlesCouldNotBeLoaded}>
          <Button variant="default" size="xs" onClick={() => void pages.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <DataGrid<TBundle>
          tableId="bundles.list"
          label={BUNDLE_TEXTS.gridLabel}
          columns={columns}
          data={rows}
          getRowId={(b) => b.id}
          onOpenRow={(b) => navigate(`/bundles/${encodeURIComponent(b.id)}`)}
          height={GRID_HEIGHT}
          loading={pages.isPending}
          emptyText={filtered ? MESSAGES.noResultsFound : BUNDLE_TEXTS.noBundles}
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          onEndReached={() => void pages.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
