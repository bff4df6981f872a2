import { TextInput } from "@mantine/core";
import { type TBundleType, zRequiredText } from "@q2c/domain";
import { z } from "zod";
import type { RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { RecordModal } from "../../app/forms/record-modal.tsx";
import { BUNDLE_TEXTS } from "./texts.ts";
import { useBundleTypeMutations } from "./use-bundle-mutations.ts";

const ZBundleTypeForm = z.object({ name: zRequiredText("Name", 100) });
const toBody = ({ name }: { name: string }) => ({ name: name.trim() });

/** Adds or renames a bundle type: its name only. */
export function BundleTypeModal(props: RowDialogProps<TBundleType>) {
  const mutations = useBundleTypeMutations();
  return (
    <RecordModal
      {...props}
      addTitle={BUNDLE_TEXTS.addType}
      editTitle={(row) => `Rename ${row.name}`}
      label={BUNDLE_TEXTS.typeLabel}
      mutations={mutations}
      initialValues={(row) => ({ name: row?.name ?? "" })}
      validate={zodValidate(ZBundleTypeForm)}
      createBody={toBody}
      updateBody={toBody}
    >
      {(form) => <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />}
    </RecordModal>
  );
}
