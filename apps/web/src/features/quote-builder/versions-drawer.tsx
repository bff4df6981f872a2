import {
  ActionIcon,
  Button,
  Drawer,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { MESSAGES, type TProjectVersion } from "@q2c/domain";
import { IconHistory, IconPencil } from "@tabler/icons-react";
import { memo, useState } from "react";
import { isApiError } from "../../api/api-error.ts";
import { useProjectVersions, useVersionMutations } from "../../api/project-builder-api.ts";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess, notifyWarning } from "../../app/feedback/notify.tsx";
import { ListError } from "../../app/lists/list-states.tsx";
import type { BuilderActions } from "./builder-actions.ts";
import { formatWholeUnits } from "./figure-format.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";
import { VersionCompare } from "./version-compare.tsx";

export interface VersionsDrawerProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
  actions: BuilderActions;
  canEdit: boolean;
  /** Resolves once the edits typed so far are saved (a version holds what the server has). */
  settle: () => Promise<void>;
}

function NameForm(props: {
  initial: string;
  label: string;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(props.initial);
  const valid = name.trim() !== "" && name.trim().length <= 100;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) props.onSave(name.trim());
      }}
    >
      <Group gap={6} align="flex-end" wrap="nowrap">
        <TextInput
          size="xs"
          label={T.versionName}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button size="xs" type="submit" disabled={!valid} loading={props.busy}>
          {props.label}
        </Button>
        {props.onCancel ? (
          <Button size="xs" variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
        ) : null}
      </Group>
    </form>
  );
}

/** Named versions of the quote: save, rename, compare two (or one with the quote as it stands), restore. */
export const VersionsDrawer = memo(function VersionsDrawer(props: VersionsDrawerProps) {
  const { projectId, actions, canEdit } = props;
  const versions = useProjectVersions(projectId, props.opened);
  const { create, rename } = useVersionMutations(projectId);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>("current");
  const list = versions.data ?? [];
  const choices = [
    { value: "current", label: T.current },
    ...list.map((v) => ({ value: v.id, label: `${v.number}. ${v.name}` })),
  ];

  const save = async (name: string) => {
    await props.settle();
    create.mutate(name, {
      onSuccess: () => notifySuccess("Version"),
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }),
    });
  };
  const saveName = (v: TProjectVersion, name: string) =>
    rename.mutate(
      { versionId: v.id, version: v.version, name },
      {
        onSuccess: (answer) => {
          if (isApiError(answer)) notifyWarning(MESSAGES.conflict);
          setRenaming(null);
        },
        onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }),
      },
    );
  const restore = async (v: TProjectVersion) => {
    const yes = await confirmAction({
      title: T.restoreVersion,
      message: T.restoreConfirm(v.name),
      confirmLabel: T.restoreVersion,
      danger: true,
    });
    if (yes) actions.restoreVersion(v.id, () => notifySuccess("Version", "restored"));
  };

  return (
    <Drawer.Root opened={props.opened} onClose={props.onClose} position="right" size="xl">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* The close button leads the title: at the drawer's top right corner the notifications (top
            right of the window) would cover it for a few seconds after every save. */}
        <Drawer.Header style={{ justifyContent: "flex-start", gap: "var(--mantine-spacing-xs)" }}>
          <Drawer.CloseButton aria-label="Close" style={{ marginInlineStart: 0 }} />
          <Drawer.Title>{T.versions}</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="md">
            {canEdit ? (
              <NameForm
                initial=""
                label={T.saveVersion}
                busy={create.isPending}
                onSave={(name) => void save(name)}
              />
            ) : null}
            {versions.isError ? (
              <ListError message={MESSAGES.unexpectedError} onRetry={() => void versions.refetch()} />
            ) : null}
            {versions.isSuccess && list.length === 0 ? (
              <Text size="sm" c="dimmed">
                {T.noVersions}
              </Text>
            ) : null}
            {list.length > 0 ? (
              <Table aria-label={T.versions} verticalSpacing={4}>
                <Table.Tbody>
                  {list.map((v) => (
                    <Table.Tr key={v.id}>
                      <Table.Td>
                        {renaming === v.id ? (
                          <NameForm
                            initial={v.name}
                            label="Save"
                            busy={rename.isPending}
                            onSave={(name) => saveName(v, name)}
                            onCancel={() => setRenaming(null)}
                          />
                        ) : (
                          <>
                            <Text size="sm" fw={600}>
                              {v.number}. {v.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {new Date(v.createdAt).toLocaleString()} · {v.createdByName ?? ""} ·{" "}
                              {T.termTotal} {formatWholeUnits(v.totals.termTotal)}
                            </Text>
                          </>
                        )}
                      </Table.Td>
                      {canEdit && renaming !== v.id ? (
                        <Table.Td w={120}>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            <Tooltip label={T.rename}>
                              <ActionIcon
                                variant="subtle"
                                aria-label={`${T.rename} ${v.name}`}
                                onClick={() => setRenaming(v.id)}
                              >
                                <IconPencil size={16} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={T.restoreVersion}>
                              <ActionIcon
                                variant="subtle"
                                aria-label={`${T.restoreVersion} ${v.name}`}
                                onClick={() => void restore(v)}
                              >
                                <IconHistory size={16} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
            {list.length > 0 ? (
              <Stack gap="xs">
                <Title order={3} size="h6">
                  {T.compare}
                </Title>
                <Group gap="xs" grow>
                  <Select size="xs" label={T.compareFrom} data={choices} value={from} onChange={setFrom} />
                  <Select size="xs" label={T.compareTo} data={choices} value={to} onChange={setTo} />
                </Group>
                {from && to && from !== to ? (
                  <VersionCompare projectId={projectId} from={from} to={to} />
                ) : null}
              </Stack>
            ) : null}
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
});
