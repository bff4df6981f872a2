import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { MESSAGES, passesRule, type TBundleType } from "@q2c/domain";
import { IconCategory, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { ListEmpty, ListError, ListSkeleton } from "../accounts/list-states.tsx";
import { useQueryErrorNotice } from "../accounts/use-query-error-notice.ts";
import { type BundleTypeDialog, BundleTypeModal } from "./bundle-type-modal.tsx";
import { BUNDLE_TEXTS, OWNERSHIP_LABELS } from "./texts.ts";
import { useBundleTypeMutations } from "./use-bundle-mutations.ts";
import { useBundleTypes } from "./use-bundles.ts";

/** /bundle-category-types: the bundle types in scope; the caller's own ones can be renamed and deleted. */
export default function BundleTypesPage() {
  const ctx = useAccessContext();
  const canWrite = passesRule("editor", ctx.role);
  const isOwner = ctx.accountKind === "platformOwner";
  const types = useBundleTypes();
  useQueryErrorNotice(types.error, BUNDLE_TEXTS.typesCouldNotLoad);
  const { remove } = useBundleTypeMutations();
  const [dialog, setDialog] = useState<BundleTypeDialog | null>(null);
  // An MSP reads the platform's types but changes only its own.
  const editable = (t: TBundleType) => canWrite && (isOwner || t.ownership === "mine");

  const deleteType = async (type: TBundleType) => {
    if (!(await confirmDelete({ title: `Delete ${type.name}` }))) return;
    remove.mutate(type.id, {
      onSuccess: () => notifySuccess(BUNDLE_TEXTS.typeLabel, "deleted"),
      // A type bundles still use: the server says so (and what to do).
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
    });
  };

  const addButton = canWrite ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ mode: "add" })}>
      {BUNDLE_TEXTS.addType}
    </Button>
  ) : null;
  const rows = types.data ?? [];
  let body: React.ReactNode;
  if (types.isPending) body = <ListSkeleton label="Loading the bundle types" />;
  else if (types.isError)
    body = <ListError message={BUNDLE_TEXTS.typesCouldNotLoad} onRetry={() => void types.refetch()} />;
  else if (rows.length === 0)
    body = (
      <ListEmpty
        filtered={false}
        title={BUNDLE_TEXTS.noTypes}
        description={BUNDLE_TEXTS.noTypesText}
        icon={<IconCategory size={28} aria-hidden />}
        action={addButton}
      />
    );
  else
    body = (
      <Paper withBorder radius="md">
        <Table striped highlightOnHover aria-label="Bundle types">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Ownership</Table.Th>
              {canWrite ? <Table.Th>Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((type) => (
              <Table.Tr key={type.id}>
                <Table.Td fw={500}>{type.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={type.ownership === "platform" ? "gray" : "primary"}>
                    {OWNERSHIP_LABELS[type.ownership]}
                  </Badge>
                </Table.Td>
                {canWrite ? (
                  <Table.Td>
                    {editable(type) ? (
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Rename">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Rename ${type.name}`}
                            onClick={() => setDialog({ mode: "rename", type })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Delete">
                          <ActionIcon
                            variant="subtle"
                            color="danger"
                            aria-label={`Delete ${type.name}`}
                            onClick={() => void deleteType(type)}
                            disabled={remove.isPending && remove.variables === type.id}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {BUNDLE_TEXTS.readOnlyShort}
                      </Text>
                    )}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {BUNDLE_TEXTS.typesTitle}
          </Title>
          <Text c="dimmed">{BUNDLE_TEXTS.typesIntro}</Text>
        </div>
        {addButton}
      </Group>
      {body}
      <BundleTypeModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
