import { Anchor } from "@mantine/core";
import type { TEnvironment } from "@q2c/domain";
import { IconBuilding } from "@tabler/icons-react";
import { Link } from "react-router";
import { RecordListPage } from "../../app/lists/record-list-page.tsx";
import { descriptionColumn, type RowColumn } from "../../app/lists/record-table.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { BUILDING_USE_TEXTS as T } from "./texts.ts";
import { useEnvironmentMutations, useEnvironments } from "./use-building-use.ts";

const editPath = (e: TEnvironment) => `/environments/${encodeURIComponent(e.id)}/edit`;

const COLUMNS: RowColumn<TEnvironment>[] = [
  {
    header: "Name",
    cell: (e) => (
      <Anchor component={Link} to={editPath(e)} fw={500}>
        {e.name}
      </Anchor>
    ),
  },
  descriptionColumn(),
];

/** /environments "Building Use" (platform owner): the kinds of building a design can be sized for. */
export default function EnvironmentsPage() {
  const list = useEnvironments();
  const canWrite = useCan("referenceData.write");
  const { remove } = useEnvironmentMutations();
  return (
    <RecordListPage
      title={T.title}
      intro={T.intro}
      query={list}
      loadingLabel="Loading the building uses"
      notLoaded={T.couldNotLoad}
      empty={{ title: T.none, description: T.noneText, icon: <IconBuilding size={28} aria-hidden /> }}
      columns={COLUMNS}
      canWrite={canWrite}
      addLabel={T.add}
      addPath="/environments/add"
      editPath={editPath}
      remove={remove}
      rowLabel={T.itemTitle}
    />
  );
}
