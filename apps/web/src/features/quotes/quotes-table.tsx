import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { type AccessContext, QUOTE_STAGE_LABELS, type TProjectListItem } from "@q2c/domain";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { preloadPage } from "../../app/router/preload-page.ts";
import { formatDate } from "../accounts/format-date.ts";
import { formatAmount, formatMargin, quotePath, STAGE_COLORS, seesMargins } from "./quote-format.ts";
import { QUOTE_TEXTS as T } from "./texts.ts";

export interface QuotesTableProps {
  label: string;
  rows: readonly TProjectListItem[];
  ctx: AccessContext;
  /** On a customer's page: no customer column, and rows open beneath /customers/:id. */
  customerId?: string;
}

/**
 * Quote rows: number, deal, customer, stage, one-time, monthly recurring and term value, margin (not for
 * customers) and last change.
 */
export function QuotesTable({ label, rows, ctx, customerId }: QuotesTableProps) {
  const navigate = useNavigate();
  const margins = seesMargins(ctx);
  const open = (row: TProjectListItem) => (event: MouseEvent) => {
    // The deal's link navigates by itself; the rest of the row is a larger target for the mouse.
    if ((event.target as HTMLElement).closest("a")) return;
    navigate(quotePath(ctx, row.id, customerId));
  };
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.quoteNumber}</Table.Th>
            <Table.Th>{T.deal}</Table.Th>
            {customerId === undefined ? <Table.Th>{T.customer}</Table.Th> : null}
            <Table.Th>{T.stage}</Table.Th>
            <Table.Th ta="right">{T.oneTimeColumn}</Table.Th>
            <Table.Th ta="right">{T.monthlyColumn}</Table.Th>
            <Table.Th ta="right">{T.termTotal}</Table.Th>
            {margins ? <Table.Th ta="right">{T.margin}</Table.Th> : null}
            <Table.Th>{T.updated}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              onClick={open(row)}
              onPointerEnter={() => preloadPage(quotePath(ctx, row.id, customerId))}
              style={{ cursor: "pointer" }}
            >
              <Table.Td>
                <Text size="sm" c="dimmed">
                  #{row.quoteNumber}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={quotePath(ctx, row.id, customerId)} fw={500} size="sm">
                  {row.dealName}
                </Anchor>
              </Table.Td>
              {customerId === undefined ? <Table.Td>{row.accountName}</Table.Td> : null}
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {/* A declined deal shows as Declined rather than the stage it stopped at. */}
                  {row.status === "declined" ? (
                    <Badge variant="light" color="danger">
                      {T.declined}
                    </Badge>
                  ) : (
                    <Badge variant="light" color={STAGE_COLORS[row.stage]}>
                      {QUOTE_STAGE_LABELS[row.stage]}
                    </Badge>
                  )}
                  {row.expired ? (
                    <Badge variant="outline" color="danger">
                      {T.expired}
                    </Badge>
                  ) : null}
                  {row.archived ? (
                    <Badge variant="outline" color="gray">
                      {T.archivedBadge}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{formatAmount(row.oneTimeTotal)}</Table.Td>
              <Table.Td ta="right">{formatAmount(row.monthlyRecurring)}</Table.Td>
              <Table.Td ta="right">{formatAmount(row.termTotal)}</Table.Td>
              {margins ? <Table.Td ta="right">{formatMargin(row.grossMargin)}</Table.Td> : null}
              <Table.Td>{formatDate(row.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
