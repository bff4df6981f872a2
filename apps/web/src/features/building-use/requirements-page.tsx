import type { TRequirement } from "@q2c/domain";
import { IconGauge } from "@tabler/icons-react";
import { RecordListPage } from "../../app/lists/record-list-page.tsx";
import { descriptionColumn, nameColumn, type RowColumn } from "../../app/lists/record-table.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { RequirementModal } from "./requirement-modal.tsx";
import { BUILDING_USE_TEXTS as T } from "./texts.ts";
import { useRequirementMutations, useRequirements } from "./use-building-use.ts";

const COLUMNS: RowColumn<TRequirement>[] = [
  nameColumn(),
  descriptionColumn(),
  { header: "Metric", cell: (r) => r.metric || "—" },
  { header: "Target", cell: (r) => r.target || "—" },
];

/** /requirements "Performance Requirements" (platform owner): targets the sizing rules can name. */
export default function RequirementsPage() {
  const list = useRequirements();
  const canWrite = useCan("referenceData.write");
  const { remove } = useRequirementMutations();
  return (
    <RecordListPage
      title={T.requirementsTitle}
      intro={T.requirementsIntro}
      query={list}
      loadingLabel="Loading the requirements"
      notLoaded={T.requirementsCouldNotLoad}
      empty={{
        title: T.noRequirements,
        description: T.noRequirementsText,
        icon: <IconGauge size={28} aria-hidden />,
      }}
      columns={COLUMNS}
      minWidth={640}
      canWrite={canWrite}
      addLabel={T.addRequirement}
      remove={remove}
      rowLabel={T.requirementTitle}
      renderDialog={(dialog, close) => <RequirementModal dialog={dialog} onClose={close} />}
    />
  );
}
