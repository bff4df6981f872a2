import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { passesRule } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { useAccessContext } from "../../app/session/use-session.ts";
import { ListSkeleton } from "../accounts/list-states.tsx";
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
  const canWrite = passesRule("editor", useAccessContext().role);

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
        actions={
          canWrite ? (
            <Button
              component={Link}
              to={cataloguePaths.serviceAdd(root.id)}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add Service
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
            {CATALOGUE_TEXTS.servicesTitle}
          </Title>
          <Text c="dimmed">{CATALOGUE_TEXTS.servicesText}</Text>
        </div>
      </Group>
      {body}
    </Stack>
  );
}
