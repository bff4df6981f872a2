import {
  Button,
  Group,
  Modal,
  MultiSelect,
  type OptionsFilter,
  Select,
  Stack,
  Textarea,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MEMBER_CANDIDATES_TERM_MIN, MESSAGES, PROJECT_MESSAGES } from "@q2c/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { projectActivityApi } from "../../api/project-activity-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { notifyDone, notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { submitting } from "./submitting.ts";
import { MEMBER_KIND_LABELS, ACTIVITY_TEXTS as T } from "./texts.ts";
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

/** The account pickers' search runs on the server: Mantine shows the options as they come. */
const asSearched: OptionsFilter = ({ options }) => options;
function serverSearch(search: string, setSearch: (value: string) => void) {
  return {
    placeholder: T.partnerPlaceholder,
    withAsterisk: true,
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    filter: asSearched,
    nothingFoundMessage: MESSAGES.noResultsFound,
  };
}

/** Partner accounts the server offers for the quote (any tenant, members left out), grouped by kind. */
function useMemberCandidates(projectId: string, search: string) {
  const [typed] = useDebouncedValue(search.trim(), 300);
  // One character searches nothing yet: the first accounts by name stay listed.
  const term = typed.length >= MEMBER_CANDIDATES_TERM_MIN ? typed : "";
  const list = useQuery({
    queryKey: [...queryKeys.projectActivity(projectId), "member-candidates", term],
    queryFn: () => projectActivityApi.memberCandidates(projectId, term),
    placeholderData: keepPreviousData,
  });
  const candidates = list.data ?? [];
  return Object.entries(MEMBER_KIND_LABELS)
    .map(([kind, label]) => ({
      group: label,
      items: candidates.filter((c) => c.kind === kind).map((c) => ({ value: c.id, label: c.accountName })),
    }))
    .filter((g) => g.items.length > 0);
}

function AddForm({ projectId, writes, onDone }: { projectId: string; writes: Writes; onDone: () => void }) {
  const [search, setSearch] = useState("");
  const [accountId, setAccountId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = useMemberCandidates(projectId, search);
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
        <Select
          label={T.partnerAccount}
          {...serverSearch(search, setSearch)}
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

function InviteForm({
  projectId,
  writes,
  onDone,
}: {
  projectId: string;
  writes: Writes;
  onDone: () => void;
}) {
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<{ value: string; label: string }[]>([]);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = chosen.map((c) => c.value);
  const groups = useMemberCandidates(projectId, search);
  // Chosen accounts stay among the options, or the field would forget their names.
  const offered = new Set(groups.flatMap((g) => g.items.map((i) => i.value)));
  const kept = chosen.filter((c) => !offered.has(c.value));
  const data = kept.length > 0 ? [...groups, { group: T.chosen, items: kept }] : groups;
  const every = [...kept, ...groups.flatMap((g) => g.items)];
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
        <MultiSelect
          label={T.inviteAccounts}
          {...serverSearch(search, setSearch)}
          data={data}
          value={ids}
          error={error}
          onChange={(values) => {
            setChosen(values.map((v) => every.find((d) => d.value === v) ?? { value: v, label: v }));
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

/**
 * The members panel's dialogs: add a partner account (searched across tenants through the quote's
 * member-candidates, which leaves out its members), invite accounts found the same way (added and
 * told), message the members.
 */
export function MemberDialogs(props: {
  projectId: string;
  dialog: MemberDialog | null;
  writes: Writes;
  onClose: () => void;
}) {
  const { projectId, dialog, writes, onClose } = props;
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={dialog ? TITLES[dialog] : ""}>
      {dialog === "add" ? <AddForm projectId={projectId} writes={writes} onDone={onClose} /> : null}
      {dialog === "invite" ? <InviteForm projectId={projectId} writes={writes} onDone={onClose} /> : null}
      {dialog === "notify" ? <NotifyForm writes={writes} onDone={onClose} /> : null}
    </Modal>
  );
}
