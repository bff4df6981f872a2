import { Alert, Stack } from "@mantine/core";
import { useMemo } from "react";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { ListSkeleton } from "../../app/lists/list-states.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { rootOfKind, subtreeOf } from "./catalogue-categories.ts";
import { cataloguePaths } from "./catalogue-kinds.ts";
import { ProductList } from "./product-list.tsx";
import { CATALOGUE_TEXTS } from "./texts.ts";
import { useCatalogueCategories } from "./use-catalogue-categories.ts";

/** /assessment-and-design: the services (kind "service") under the catalogue's "services" root. */
export default function AssessmentAndDesignPage() {
  const categories = useCatalogueCategories();
  const root = categories.data ? rootOfKind(categories.data, "services") : undefined;
  const subtree = useMemo(
    () => (root && categories.data ? subtreeOf(categories.data, root.id) : []),
    [root, categories.data],
  );
  const canWrite = useCan("catalogue.write");

  let body: React.ReactNode;
  if (categories.isPending) body = <ListSkeleton label="Loading the services" />;
  else if (!root) body = <Alert color="warning">{CATALOGUE_TEXTS.noServicesRoot}</Alert>;
  else
    body = (
      <ProductList
        tableId="catalogue.services"
        rootCategoryId={root.id}
        subtree={subtree}
        kind="service"
        openPath={(p) => cataloguePaths.service(root.id, p.id)}
        actions={canWrite ? <AddButton to={cataloguePaths.serviceAdd(root.id)}>Add Service</AddButton> : null}
      />
    );

  return (
    <Stack gap="lg">
      <PageHeader title={CATALOGUE_TEXTS.servicesTitle} intro={CATALOGUE_TEXTS.servicesText} />
      {body}
    </Stack>
  );
}
