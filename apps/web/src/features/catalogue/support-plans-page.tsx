import { Stack, Title } from "@mantine/core";
import type { TProduct } from "@q2c/domain";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { ListSkeleton } from "../../app/lists/list-states.tsx";
import { useCan } from "../../app/session/use-can.ts";
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
  const canWrite = useCan("catalogue.write");
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
        recurring
        openPath={openPath}
        actions={
          // Plans are added under the support root; without one there is nowhere to file a new plan.
          canWrite && supportRoot ? (
            <AddButton to={cataloguePaths.add(supportRoot.id, "support-plan")}>Add Support Plan</AddButton>
          ) : null
        }
      />
    );

  return (
    <Stack gap="lg">
      <PageHeader title="Support Plans" intro={CATALOGUE_TEXTS.supportPlansText} />
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
