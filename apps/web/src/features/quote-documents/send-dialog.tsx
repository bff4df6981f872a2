import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { DOCUMENT_MESSAGES, type TQuoteDocument, type TTeamUser } from "@q2c/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage, isApiError } from "../../api/api-error.ts";
import { quoteDocumentsApi } from "../../api/quote-documents-api.ts";
import { quotesApi } from "../../api/quotes-api.ts";
import { notifyDone, notifyWarning } from "../../app/feedback/notify.tsx";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { DOC_TEXTS as T } from "./texts.ts";
import { storeDocument } from "./use-quote-documents.ts";

interface Chosen {
  name: string;
  role: string;
}

export interface SendDialogProps {
  quoteId: string;
  doc: TQuoteDocument;
  /** The MSP's users who work on quotes (the quote's team): the countersigner is one of them. */
  team: readonly TTeamUser[];
  onClose: () => void;
}

/** The signers a document starts with: those it was sent to before, which cannot be removed. */
function initialSigners(doc: TQuoteDocument): Record<string, Chosen> {
  const out: Record<string, Chosen> = {};
  for (const s of doc.signers)
    if (s.party === "customer" && s.userId) out[s.userId] = { name: s.name, role: s.role };
  return out;
}

/**
 * Send for signature: the customer's signers among its contacts (name, e-mail, role; at least one) and
 * the company's countersigner among the quote's team. A document sent before keeps its signers.
 */
export function SendDialog({ quoteId, doc, team, onClose }: SendDialogProps) {
  const user = useRequiredUser();
  const client = useQueryClient();
  const contacts = useQuery({
    queryKey: ["quote-documents", quoteId, "contacts"],
    queryFn: () => quotesApi.documentContacts(quoteId),
  });
  const kept = new Set(doc.signers.filter((s) => s.party === "customer").map((s) => s.userId));
  const [chosen, setChosen] = useState<Record<string, Chosen>>(() => initialSigners(doc));
  const previousCounter = doc.signers.find((s) => s.party === "msp")?.userId ?? null;
  const [counter, setCounter] = useState<string | null>(
    previousCounter ?? (team.some((u) => u.id === user.id) ? user.id : null),
  );
  const [errors, setErrors] = useState<{ signers?: string; countersigner?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const customers = (contacts.data ?? []).filter((c) => c.kind === "customer");

  // The group's ticks are its value (a checkbox in a Checkbox.Group shows the group's value, not its own).
  const ticked = customers.filter((c) => chosen[c.userId]).map((c) => c.userId);
  const pick = (ids: readonly string[]) =>
    setChosen((all) => {
      const next = { ...all };
      for (const c of customers) {
        if (!ids.includes(c.userId)) delete next[c.userId];
        else if (!next[c.userId]) next[c.userId] = { name: c.name || c.email, role: "" };
      }
      return next;
    });
  const setField = (userId: string, field: keyof Chosen, value: string) =>
    setChosen((all) => ({
      ...all,
      [userId]: { ...(all[userId] ?? { name: "", role: "" }), [field]: value },
    }));

  const submit = async () => {
    const picked = customers.filter((c) => chosen[c.userId]);
    const next: typeof errors = {};
    if (picked.length === 0) next.signers = DOCUMENT_MESSAGES.signersRequired;
    if (!counter) next.countersigner = T.countersignerRequired;
    setErrors(next);
    if (next.signers || next.countersigner || !counter) return;
    setBusy(true);
    try {
      const answer = await quoteDocumentsApi.send(quoteId, doc.documentType, {
        version: doc.version,
        signers: picked.map((c) => ({
          userId: c.userId,
          name: chosen[c.userId]?.name.trim() || c.name || c.email,
          email: c.email,
          role: chosen[c.userId]?.role.trim() ?? "",
        })),
        countersignerUserId: counter,
      });
      if (isApiError(answer)) {
        notifyWarning(T.reloaded);
        await client.invalidateQueries({ queryKey: ["quote-documents", quoteId] });
        return onClose();
      }
      storeDocument(client, quoteId, answer);
      notifyDone(T.sent(doc.documentType));
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? error.fields : {};
      setErrors({
        signers: Object.entries(fields).find(([k]) => k.startsWith("signers"))?.[1],
        countersigner: fields.countersignerUserId,
        form: errorMessage(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={T.sendTitle(doc.documentType)}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{T.sendIntro}</Text>
          <Checkbox.Group
            label={T.signersLegend}
            error={errors.signers}
            withAsterisk
            value={ticked}
            onChange={pick}
          >
            <Stack gap="sm" mt="xs">
              {contacts.isPending ? (
                <Text size="sm" role="status" aria-busy="true">
                  {T.contactsLoading}
                </Text>
              ) : null}
              {contacts.isError ? <Text size="sm">{errorMessage(contacts.error)}</Text> : null}
              {contacts.isSuccess && customers.length === 0 ? <Text size="sm">{T.noContacts}</Text> : null}
              {customers.map((c) => {
                const on = Boolean(chosen[c.userId]);
                const stays = kept.has(c.userId);
                return (
                  <Stack key={c.userId} gap={4}>
                    <Checkbox
                      value={c.userId}
                      label={`${c.name || c.email} (${c.email})`}
                      description={stays ? T.keptSigner : c.accountName}
                      disabled={stays}
                    />
                    {on ? (
                      <Group gap="xs" grow pl={30} align="flex-start">
                        <TextInput
                          size="xs"
                          label={T.nameLabel}
                          aria-label={T.signerName(c.email)}
                          value={chosen[c.userId]?.name ?? ""}
                          onChange={(e) => setField(c.userId, "name", e.currentTarget.value)}
                          maxLength={200}
                        />
                        <TextInput
                          size="xs"
                          label={T.roleLabel}
                          aria-label={T.signerRole(c.email)}
                          value={chosen[c.userId]?.role ?? ""}
                          onChange={(e) => setField(c.userId, "role", e.currentTarget.value)}
                          maxLength={100}
                        />
                      </Group>
                    ) : null}
                  </Stack>
                );
              })}
            </Stack>
          </Checkbox.Group>
          <Select
            label={T.countersigner}
            description={T.countersignerHelp}
            data={team.map((u) => ({ value: u.id, label: `${u.displayName} (${u.email})` }))}
            value={counter}
            onChange={setCounter}
            disabled={previousCounter !== null}
            error={errors.countersigner}
            withAsterisk
            searchable
          />
          {errors.form ? (
            <Alert color="danger" variant="light" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {T.sendSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
