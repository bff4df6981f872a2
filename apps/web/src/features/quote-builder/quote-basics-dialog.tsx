import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES, type TProject } from "@q2c/domain";
import { useState } from "react";
import { useCustomerContacts } from "../../api/quote-lifecycle-api.ts";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { UnsavedChangesGuard } from "../../app/feedback/unsaved-changes-guard.tsx";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import type { BuilderActions } from "./builder-actions.ts";
import { LIFECYCLE_TEXTS as L } from "./lifecycle-texts.ts";
import { type BasicsValues, basicsOf, basicsPatch, sameBasics, ZBasicsForm } from "./quote-basics-model.ts";

export interface QuoteBasicsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The quote as it stands (a change by someone else while the dialog is open shows here). */
  project: TProject;
  actions: Pick<BuilderActions, "updateBasics">;
}

type Option = { value: string; label: string };

/** Options of a select, keeping the quote's own choice when the list does not hold it. */
function withCurrent(options: Option[], id: string | null, name: string | null): Option[] {
  if (id === null || options.some((o) => o.value === id)) return options;
  return [...options, { value: id, label: name ?? id }];
}

function BasicsForm({ project, actions, onClose }: Omit<QuoteBasicsDialogProps, "opened">) {
  // The basics the form started from: the change is what differs from them, and a save is refused
  // while the quote's basics have changed since (someone else saved first).
  const [baseline, setBaseline] = useState<BasicsValues>(() => basicsOf(project));
  const [saving, setSaving] = useState(false);
  const form = useForm<BasicsValues>({ initialValues: baseline, validate: zodValidate(ZBasicsForm) });
  const contacts = useCustomerContacts(project.accountId);
  const current = basicsOf(project);
  const conflict = !saving && !sameBasics(baseline, current);

  const owners = withCurrent(
    (project.team ?? []).map((u) => ({ value: u.id, label: u.displayName || u.email })),
    project.ownerUserId,
    project.ownerName,
  );
  const contactOptions = withCurrent(
    (contacts.data?.data ?? [])
      .filter((u) => u.active)
      .map((u) => ({ value: u.id, label: u.displayName || u.email })),
    project.contactUserId,
    project.contactName,
  );

  const save = (values: BasicsValues) => {
    if (conflict) return;
    const patch = basicsPatch(baseline, values);
    if (Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    actions.updateBasics(patch, {
      onDone: () => {
        notifySuccess(L.basicsSaved, "updated");
        onClose();
      },
      onError: (error) => {
        setSaving(false);
        showSaveError(form, error);
      },
      // The builder's conflict notice holds the change for Reload or Re-apply.
      onConflict: onClose,
    });
  };
  const reload = () => {
    setBaseline(current);
    form.setInitialValues(current);
    form.setValues(current);
    form.resetDirty(current);
  };
  // The user's values kept; Save now changes the basics as they stand.
  const reapply = () => setBaseline(current);

  let contactDescription: string = L.contactHelp;
  if (contacts.isPending) contactDescription = L.contactsLoading;
  else if (contacts.isError) contactDescription = L.contactsCouldNotLoad;
  else if (contactOptions.length === 0) contactDescription = L.noContactsYet;

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <UnsavedChangesGuard dirty={form.isDirty() && !saving} />
      <Stack gap="md">
        {conflict ? (
          <Alert color="warning" title={MESSAGES.conflict} role="alert">
            <Stack gap="xs">
              {L.basicsChangedMeanwhile}
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={reload}>
                  {L.reloadBasics}
                </Button>
                <Button variant="default" size="xs" onClick={reapply}>
                  {L.reapplyBasics}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <SimpleGrid cols={2}>
          <Select
            label={L.owner}
            description={L.ownerHelp}
            placeholder={L.noOwner}
            data={owners}
            searchable
            nothingFoundMessage={MESSAGES.noResultsFound}
            data-autofocus
            {...form.getInputProps("ownerUserId")}
          />
          <Select
            label={L.contact}
            description={contactDescription}
            placeholder={L.noContact}
            data={contactOptions}
            searchable
            clearable
            nothingFoundMessage={MESSAGES.noResultsFound}
            {...form.getInputProps("contactUserId")}
          />
          <TextInput
            type="date"
            label={L.quoteDate}
            description={L.quoteDateHelp}
            withAsterisk
            {...form.getInputProps("quoteDate")}
          />
          <TextInput
            type="date"
            label={L.validUntil}
            description={L.validUntilHelp}
            {...form.getInputProps("validUntil")}
          />
        </SimpleGrid>
        <Textarea
          label={L.paymentTerms}
          rows={2}
          resize="vertical"
          maxLength={2000}
          {...form.getInputProps("paymentTerms")}
        />
        <Textarea
          label={L.customerNotes}
          description={L.customerNotesHelp}
          rows={3}
          resize="vertical"
          maxLength={5000}
          {...form.getInputProps("customerNotes")}
        />
        <FormModalFooter editing dirty={form.isDirty() && !conflict} saving={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/**
 * The quote basics (issue #16 §4): owner, customer contact, quote date, valid until, payment terms and
 * notes to the customer. Only what changed is sent; a 400 lands on its field.
 */
export function QuoteBasicsDialog({ opened, onClose, project, actions }: QuoteBasicsDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={L.basics}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {opened ? <BasicsForm project={project} actions={actions} onClose={onClose} /> : null}
    </Modal>
  );
}
