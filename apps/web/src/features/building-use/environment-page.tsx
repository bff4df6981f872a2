import { Stack, Title } from "@mantine/core";
import { useParams } from "react-router";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { EnvironmentEditor } from "./environment-editor.tsx";
import { BUILDING_USE_TEXTS as T } from "./texts.ts";
import { useEnvironment } from "./use-building-use.ts";

/** /environments/add and /environments/:environmentId/edit: one building use. */
export default function EnvironmentPage() {
  const { environmentId } = useParams();
  const environment = useEnvironment(environmentId);
  // The edit page's crumb is the building use's name; the add page's crumbs are fixed.
  usePageTitle(environment.data?.name);
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {environmentId === undefined ? T.add : (environment.data?.name ?? T.edit)}
      </Title>
      <EnvironmentEditor key={environmentId ?? "new"} environmentId={environmentId} />
    </Stack>
  );
}
