import { Badge, Group, Table, Text } from "@mantine/core";
import type { TProjectBundleProduct, TProjectLine } from "@q2c/domain";
import { useMemo } from "react";
import { DataGrid, type DataGridColumn } from "../../app/data-grid/data-grid.tsx";
import { formatAmount } from "./quote-format.ts";
import { QUOTE_TEXTS as T } from "./texts.ts";

/** Beyond this many lines a building's lines go into the virtualised grid. */
export const VIRTUALISE_FROM = 100;

type Row = TProjectLine & { bundleName: string };

const billing = (l: TProjectLine): string => l.billingFrequency ?? "one-time";

function Flags({ line }: { line: TProjectLine }) {
  return (
    <Group gap={4}>
      {line.optional ? (
        <Badge size="xs" variant="light">
          {T.optional}
        </Badge>
      ) : null}
      {line.alternativeGroup ? (
        <Badge size="xs" variant="light" color="gray">
          {T.alternative}: {line.alternativeGroup}
        </Badge>
      ) : null}
      {!line.chosen ? (
        // Outlined gray text fails contrast on the striped rows; the default badge keeps the text colour.
        <Badge size="xs" variant="default">
          {T.notChosen}
        </Badge>
      ) : null}
    </Group>
  );
}

const COLUMNS: DataGridColumn<Row>[] = [
  { id: "bundle", header: "Bundle", cell: (l) => l.bundleName, width: 180 },
  { id: "name", header: "Product", cell: (l) => l.name, hideable: false },
  { id: "partNumber", header: "Part number", cell: (l) => l.partNumber, width: 140 },
  { id: "quantity", header: "Quantity", cell: (l) => l.quantity, width: 90, align: "end" },
  { id: "price", header: "Price", cell: (l) => formatAmount(l.price), width: 110, align: "end" },
  { id: "billing", header: "Billing", cell: billing, width: 110 },
  {
    id: "total",
    header: "Term total",
    cell: (l) => (l.figures ? formatAmount(l.figures.termTotal) : ""),
    width: 120,
    align: "end",
  },
  { id: "flags", header: "Choice", cell: (l) => <Flags line={l} />, width: 180 },
];

/** A building's bundle products and their lines, read-only; long ones in the virtualised grid. */
export function BuildingLines({
  label,
  products,
}: {
  label: string;
  products: readonly TProjectBundleProduct[];
}) {
  const rows = useMemo(
    () => products.flatMap((p) => p.lines.map((l) => ({ ...l, bundleName: p.name }))),
    [products],
  );
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {T.noProducts}
      </Text>
    );
  if (rows.length > VIRTUALISE_FROM)
    return (
      <DataGrid<Row>
        tableId="quotes.view.lines"
        label={label}
        columns={COLUMNS}
        data={rows}
        getRowId={(l) => l.id}
        height={480}
      />
    );
  return (
    <Table.ScrollContainer
      minWidth={760}
      // A table wider than its column scrolls: the scroll area takes focus so a keyboard can scroll it.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": label } }}
    >
      <Table aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.filter((c) => c.id !== "bundle").map((c) => (
              // The choice badges need their room: a narrower column cut them to "OPTIO…".
              <Table.Th
                key={c.id}
                ta={c.align === "end" ? "right" : undefined}
                miw={c.id === "flags" ? c.width : undefined}
              >
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {products.map((p) => (
          <Table.Tbody key={p.id}>
            <Table.Tr>
              <Table.Th colSpan={COLUMNS.length - 1} scope="rowgroup">
                {p.name}
              </Table.Th>
            </Table.Tr>
            {p.lines.map((l) => (
              <Table.Tr key={l.id}>
                {COLUMNS.filter((c) => c.id !== "bundle").map((c) => (
                  <Table.Td key={c.id} ta={c.align === "end" ? "right" : undefined}>
                    {c.cell({ ...l, bundleName: p.name })}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Table.ScrollContainer>
  );
}
