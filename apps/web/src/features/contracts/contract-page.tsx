import { Alert, Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { ContractEditor } from "./contract-editor.tsx";
import { formatDay } from "./contract-format.ts";
import { STATUS_COLORS, STATUS_LABELS, CONTRACT_TEXTS as T } from "./texts.ts";
import { useContract } from "./use-contracts.ts";

/** /contract/:id: one contract, its period and its agreed prices. */
export default function ContractPage() {
  const { id = "" } = useParams();
  const contract = useContract(id);
  const current = contract.data;
  usePageTitle(current?.name);

  let body = <RecordSkeleton label={T.loadingOne} height={320} />;
  if (current) body = <ContractEditor key={id} contract={current} refetch={contract.refetch} />;
  else if (contract.isError) body = <Alert color="danger">{T.couldNotLoadOne}</Alert>;

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {current?.name ?? T.contract}
          </Title>
          {current ? (
            <Badge variant="light" color={STATUS_COLORS[current.status]} tt="none" size="lg">
              {STATUS_LABELS[current.status]}
            </Badge>
          ) : null}
        </Group>
        {current ? (
          <Text c="dimmed">
            {T.customer}:{" "}
            <Anchor
              component={Link}
              underline="always"
              to={`/customers/${encodeURIComponent(current.accountId)}/view/contracts`}
            >
              {current.accountName}
            </Anchor>
            {" · "}
            {formatDay(current.startsOn)} – {current.endsOn === null ? T.noEnd : formatDay(current.endsOn)}
          </Text>
        ) : null}
      </div>
      {body}
    </Stack>
  );
}
