import { Anchor, Badge, Table } from "@mantine/core";
import type { TContractListItem } from "@q2c/domain";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { contractPath, formatDay } from "./contract-format.ts";
import { STATUS_COLORS, STATUS_LABELS, CONTRACT_TEXTS as T } from "./texts.ts";

export interface ContractsTableProps {
  label: string;
  rows: readonly TContractListItem[];
  /** On a customer's page the customer column is left out. */
  withCustomer: boolean;
}

/** Contract rows: name, customer, reference, period, status and how many products have agreed prices. */
export function ContractsTable({ label, rows, withCustomer }: ContractsTableProps) {
  const navigate = useNavigate();
  const open = (row: TContractListItem) => (event: MouseEvent) => {
    // The name's link navigates by itself; the rest of the row is a larger target for the mouse.
    if ((event.target as HTMLElement).closest("a")) return;
    navigate(contractPath(row.id));
  };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.name}</Table.Th>
            {withCustomer ? <Table.Th>{T.customer}</Table.Th> : null}
            <Table.Th>{T.reference}</Table.Th>
            <Table.Th>{T.startsOn}</Table.Th>
            <Table.Th>{T.endsOn}</Table.Th>
            <Table.Th>{T.status}</Table.Th>
            <Table.Th ta="right">{T.products}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={open(row)} style={{ cursor: "pointer" }}>
              <Table.Td>
                <Anchor component={Link} to={contractPath(row.id)} fw={500} size="sm">
                  {row.name}
                </Anchor>
              </Table.Td>
              {withCustomer ? <Table.Td>{row.accountName}</Table.Td> : null}
              <Table.Td>{row.reference || "—"}</Table.Td>
              <Table.Td>{formatDay(row.startsOn)}</Table.Td>
              <Table.Td>{row.endsOn === null ? T.noEnd : formatDay(row.endsOn)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[row.status]} tt="none">
                  {STATUS_LABELS[row.status]}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{row.productCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
