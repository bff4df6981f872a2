import { Button } from "@mantine/core";
import type { TProject } from "@q2c/domain";
import { IconCopy, IconTemplate } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useDuplicateQuote } from "../../api/quote-lifecycle-api.ts";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { LIFECYCLE_TEXTS as L } from "./lifecycle-texts.ts";
import { SaveTemplateDialog } from "./save-template-dialog.tsx";

const enc = encodeURIComponent;

/**
 * Duplicate quote (asked first; then the copy opens in the builder) and Save as template, among the
 * quote's own actions in the header.
 */
export function QuoteLifecycleActions({ project }: { project: Pick<TProject, "id" | "dealName"> }) {
  const navigate = useNavigate();
  const { accountId } = useParams();
  const duplicate = useDuplicateQuote();
  const [savingTemplate, setSavingTemplate] = useState(false);

  const runDuplicate = async () => {
    const yes = await confirmAction({
      title: L.duplicateTitle,
      message: L.duplicateQuestion(project.dealName),
      confirmLabel: L.duplicateConfirm,
    });
    if (!yes) return;
    duplicate.mutate(project.id, {
      onSuccess: (copy) => {
        notifyDone(L.duplicated(copy.quoteNumber));
        // The same kind of path the builder was opened on (beneath the customer, or not).
        const base = accountId ? `/customers/${enc(accountId)}/projects` : "/projects";
        navigate(`${base}/${enc(copy.id)}/edit`);
      },
      onError: (error) => notifyError(error, { fallback: L.couldNotDuplicate }),
    });
  };

  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconCopy size={14} aria-hidden />}
        loading={duplicate.isPending}
        onClick={() => void runDuplicate()}
      >
        {L.duplicate}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconTemplate size={14} aria-hidden />}
        onClick={() => setSavingTemplate(true)}
      >
        {L.saveTemplate}
      </Button>
      <SaveTemplateDialog
        opened={savingTemplate}
        onClose={() => setSavingTemplate(false)}
        projectId={project.id}
        dealName={project.dealName}
      />
    </>
  );
}
