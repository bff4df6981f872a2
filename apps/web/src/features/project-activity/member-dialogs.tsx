import { Button, Group, Modal, MultiSelect, Select, Stack, Textarea } from "@mantine/core";
import { type AccountListType, MESSAGES, PROJECT_MESSAGES } from "@q2c/domain";
import { useState } from "react";
import { notifyDone, notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { useAccountSearch } from "./account-search.ts";
import { submitting } from "./submitting.ts";
import { PARTNER_KINDS, ACTIVITY_TEXTS as T } from "./texts.ts";
import type { usePeopleMutations } from "./use-people.ts";

type Writes = ReturnType<typeof usePeopleMutations>;
export type MemberDialog = "add" | "invite" | "notify";

function Footer({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {T.cancel}
      </Button>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </Group>
  );
}

function KindSelect({ kind, onChange }: { kind: AccountListType; onChange: (k: AccountListType) => void }) {
  return (
    <Select
      label={T.partnerKind}
      data={PARTNER_KINDS.map((k) => ({ value: k.value, label: k.label }))}
      value={kind}
      allowDeselect={false}
      onChange={(v) => v && onChange(v as AccountListType)}
    />
  );
}

function AddForm({ writes, memberIds, onDone }: { writes: Writes; memberIds: string[]; onDone: () => void }) {
  const [kind, setKind] = useState<AccountListType>("link");
  const [search, setSearch] = useState("");
  const [accountId, setAccountId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { options } = useAccountSearch(kind, search, memberIds);
  const submit = () => {
    if (!accountId) return setError(PROJECT_MESSAGES.idsRequired);
    writes.add.mutate(accountId, {
      onSuccess: () => {
        notifySuccess(T.member, "added");
        onDone();
      },
      onError: (e) => notifyError(e, { fallback: MESSAGES.couldNotBeSaved }),
    });
  };
  return (
    <form noValidate onSubmit={submitting(submit)}>
      <Stack gap="md">
        <KindSelect kind={kind} onChange={setKind} />
        <Select
          label={T.partnerAccount}
          placeholder={T.partnerPlaceholder}
          withAsterisk
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: o }) => o}
          nothingFoundMessage={MESSAGES.noResultsFound}
          data={options}
          value={accountId}
          error={error}
          onChange={(v) => {
            setAccountId(v);
            setError(null);
          }}
        />
        <Footer busy={writes.add.isPending} label={T.add} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function InviteForm({ writes, onDone }: { writes: Writes; onDone: () => void }) {
  const [kind, setKind] = useState<AccountListType>("link");
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<{ value: string; label: string }[]>([]);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = chosen.map((c) => c.value);
  const { options } = useAccountSearch(kind, search, ids);
  // Chosen accounts stay among the options, or the field would forget their names.
  const data = [...chosen, ...options];
  const submit = () => {
    if (ids.length === 0) return setError(PROJECT_MESSAGES.idsRequired);
    writes.invite.mutate(
      { accountIds: ids, ...(message.trim() ? { message: message.trim() } : {}) },
      {
        onSuccess: () => {
          notifyDone(T.invited);
          onDone();
        },
        onError: (e) => notifyError(e, { fallback: MESSAGES.couldNotBeSaved }),
      },
    );
  };
  return (
    <form noValidate onSubmit={submitting(submit)}>
      <Stack gap="md">
        <KindSelect kind={kind} onChange={setKind} />
        <MultiSelect
          label={T.inviteAccounts}
          placeholder={T.partnerPlaceholder}
          withAsterisk
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: o }) => o}
          nothingFoundMessage={MESSAGES.noResultsFound}
          data={data}
          value={ids}
          error={error}
          onChange={(values) => {
            setChosen(values.map((v) => data.find((d) => d.value === v) ?? { value: v, label: v }));
            setError(null);
          }}
        />
        <Textarea
          label={T.message}
          rows={2}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Footer busy={writes.invite.isPending} label={T.send} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function NotifyForm({ writes, onDone }: { writes: Writes; onDone: () => void }) {
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (message.trim() === "") return setError(PROJECT_MESSAGES.messageRequired);
    writes.notify.mutate(message.trim(), {
      onSuccess: (answer) => {
        notifyDone(T.notified(answer.recipients));
        onDone();
      },
      onError: (e) => notifyError(e, { fallback: MESSAGES.couldNotBeSaved }),
    });
  };
  return (
    <form noValidate onSubmit={submitting(submit)}>
      <Stack gap="md">
        <Textarea
          label={T.message}
          withAsterisk
          rows={3}
          data-autofocus
          value={message}
          error={error}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            setError(null);
          }}
        />
        <Footer busy={writes.notify.isPending} label={T.send} onCancel={onDone} />
      </Stack>
    </form>
  );
}

const TITLES: Record<MemberDialog, string> = {
  add: T.addMemberTitle,
  invite: T.inviteTitle,
  notify: T.notifyTitle,
};

/** The members panel's dialogs: add a partner account, invite accounts, message the members. */
export function MemberDialogs(props: {
  dialog: MemberDialog | null;
  writes: Writes;
  memberAccountIds: string[];
  onClose: () => void;
}) {
  const { dialog, writes, onClose } = props;
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={dialog ? TITLES[dialog] : ""}>
      {dialog === "add" ? (
        <AddForm writes={writes} memberIds={props.memberAccountIds} onDone={onClose} />
      ) : null}
      {dialog === "invite" ? <InviteForm writes={writes} onDone={onClose} /> : null}
      {dialog === "notify" ? <NotifyForm writes={writes} onDone={onClose} /> : null}
    </Modal>
  );
}
