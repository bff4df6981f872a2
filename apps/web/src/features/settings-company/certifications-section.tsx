import { ActionIcon, Badge, EmptyState, Skeleton, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { MESSAGES } from "@q2c/domain";
import { IconAward, IconTrash } from "@tabler/icons-react";
import dayjs from "dayjs";
import type { Certification } from "../../api/company-api.ts";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { LoadError } from "../settings-users/load-error.tsx";
import { CertificationForm } from "./certification-form.tsx";
import { useCertifications, useDeleteCertification } from "./use-company.ts";

function ValidUntil({ date }: { date: string | null }) {
  if (!date)
    return (
      <Text size="sm" c="dimmed">
        No end date
      </Text>
    );
  const expired = dayjs(date).isBefore(dayjs(), "day");
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{dayjs(date).format("MMMM D, YYYY")}</Text>
      {expired ? (
        <Badge color="danger" variant="light" tt="none">
          Expired
        </Badge>
      ) : null}
    </Stack>
  );
}

function DeleteButton({ accountId, certification }: { accountId: string; certification: Certification }) {
  const deletion = useDeleteCertification(accountId);
  const remove = async () => {
    if (!(await confirmDelete({ title: `Delete ${certification.name}` }))) return;
    deletion.mutate(certification.id, {
      onSuccess: () => notifySuccess("Certification", "deleted"),
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
    });
  };
  return (
    <ActionIcon
      variant="subtle"
      color="danger"
      aria-label={`Delete ${certification.name}`}
      loading={deletion.isPending}
      onClick={() => void remove()}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

/** The company's certifications; administrators add and delete them. */
export function CertificationsSection({ accountId, canEdit }: { accountId: string; canEdit: boolean }) {
  const list = useCertifications(accountId);

  let content: React.ReactNode;
  if (list.isPending)
    content = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading certifications">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={20} />
        ))}
      </Stack>
    );
  else if (list.isError)
    content = (
      <LoadError
        error={list.error}
        title="Certifications unavailable"
        fallback="The certifications could not be loaded."
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.length === 0)
    content = (
      <EmptyState
        icon={<IconAward size={28} aria-hidden />}
        withIndicatorBackground
        title="No certifications yet"
        description="Certifications show customers and partners what your company is qualified for."
      />
    );
  else
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Issuer</Table.Th>
              <Table.Th>Valid until</Table.Th>
              {canEdit ? (
                <Table.Th w={56}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td fw={500}>{c.name}</Table.Td>
                <Table.Td>
                  {c.issuer || (
                    <Text size="sm" c="dimmed">
                      Not given
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <ValidUntil date={c.validUntil} />
                </Table.Td>
                {canEdit ? (
                  <Table.Td>
                    <DeleteButton accountId={accountId} certification={c} />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="lg">
      {canEdit ? <CertificationForm accountId={accountId} /> : null}
      {content}
    </Stack>
  );
}
