import { Badge } from "@mantine/core";
import type { TBundleType } from "@q2c/domain";
import { IconCategory } from "@tabler/icons-react";
import { RecordListPage } from "../../app/lists/record-list-page.tsx";
import { nameColumn, type RowColumn } from "../../app/lists/record-table.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { BundleTypeModal } from "./bundle-type-modal.tsx";
import { BUNDLE_TEXTS, OWNERSHIP_LABELS } from "./texts.ts";
import { useBundleTypeMutations } from "./use-bundle-mutations.ts";
import { useBundleTypes } from "./use-bundles.ts";

const COLUMNS: RowColumn<TBundleType>[] = [
  nameColumn(),
  {
    header: "Ownership",
    cell: (t) => (
      <Badge variant="light" color={t.ownership === "platform" ? "gray" : "primary"}>
        {OWNERSHIP_LABELS[t.ownership]}
      </Badge>
    ),
  },
];

/** /bundle-category-types: the bundle types in scope; the caller's own ones can be renamed and deleted. */
export default function BundleTypesPage() {
  const isOwner = useAccessContext().accountKind === "platformOwner";
  const list = useBundleTypes();
  const canWrite = useCan("catalogue.write");
  const { remove } = useBundleTypeMutations();
  return (
    <RecordListPage
      title={BUNDLE_TEXTS.typesTitle}
      intro={BUNDLE_TEXTS.typesIntro}
      tableLabel="Bundle types"
      query={list}
      loadingLabel="Loading the bundle types"
      notLoaded={BUNDLE_TEXTS.typesCouldNotLoad}
      empty={{
        title: BUNDLE_TEXTS.noTypes,
        description: BUNDLE_TEXTS.noTypesText,
        icon: <IconCategory size={28} aria-hidden />,
      }}
      columns={COLUMNS}
      canWrite={canWrite}
      // An MSP reads the platform's types but changes only its own.
      editable={(t) => isOwner || t.ownership === "mine"}
      readOnlyLabel={BUNDLE_TEXTS.readOnlyShort}
      addLabel={BUNDLE_TEXTS.addType}
      editLabel="Rename"
      // A type bundles still use is refused (409): the server says so, and what to do.
      remove={remove}
      rowLabel={BUNDLE_TEXTS.typeLabel}
      renderDialog={(dialog, close) => <BundleTypeModal dialog={dialog} onClose={close} />}
    />
  );
}
