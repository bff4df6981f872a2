import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { passesRule, type TProduct } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { useAccessContext } from "../../app/session/use-session.ts";
import { ListSkeleton } from "../accounts/list-states.tsx";
import { ManagedPrices } from "../service-extras/managed-prices.tsx";
import { rootIdOf, rootOfKind } from "./catalogue-categories.ts";
import { cataloguePaths } from "./catalogue-kinds.ts";
import { ProductList } from "./product-list.tsx";
import { CATALOGUE_TEXTS } from "./texts.ts";
import { useCatalogueCategories } from "./use-catalogue-categories.ts";

/** The managed-price type of support plans (spec §2: /support-plans is of managed Wi-Fi type). */
const MANAGED_WIFI_TYPE = "managed_wifi";

/** /support-plans: every support plan (managed Wi-Fi type) in scope, whatever its category. */
export default function SupportPlansPage() {
  const categories = useCatalogueCategories();
  const supportRoot = categories.data ? rootOfKind(categories.data, "support") : undefined;
  const canWrite = passesRule("editor", useAccessContext().role);
  // A plan opens under its own root category, so its page lists its siblings.
  const openPath = (p: TProduct) =>
    cataloguePaths.detail(
      rootIdOf(categories.data ?? [], p.categoryId) ?? supportRoot?.id ?? p.categoryId,
      p.kind,
      p.id,
    );

  let body: React.ReactNode;
  if (categories.isPending) body = <ListSkeleton label="Loading the support plans" />;
  else
    body = (
      <ProductList
        tableId="catalogue.support-plans"
        kind="support-plan"
        openPath={openPath}
        actions={
          // Plans are added under the support root; without one there is nowhere to file a new plan.
          canWrite && supportRoot ? (
            <Button
              component={Link}
              to={cataloguePaths.add(supportRoot.id, "support-plan")}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add Support Plan
            </Button>
          ) : null
        }
      />
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Support Plans
          </Title>
          <Text c="dimmed">{CATALOGUE_TEXTS.supportPlansText}</Text>
        </div>
      </Group>
      {body}
      <Stack gap="sm">
        <Title order={2} size="h4">
          {CATALOGUE_TEXTS.managedWifiPrices}
        </Title>
        <ManagedPrices type={MANAGED_WIFI_TYPE} />
      </Stack>
    </Stack>
  );
}
