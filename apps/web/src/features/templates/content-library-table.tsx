import { Paper, Table, Text } from "@mantine/core";
import {
  DOCUMENT_TYPE_LABELS,
  type ProposalSectionType,
  SECTION_TYPE_LABELS,
  type TDocumentSection,
} from "@q2c/domain";
import type { ReactNode } from "react";
import { formatDate } from "../accounts/format-date.ts";
import { TEMPLATE_TEXTS as T } from "./texts.ts";

export interface LibraryGroup {
  sectionType: ProposalSectionType;
  rows: TDocumentSection[];
}

/**
 * The content library in one table, a group of rows per section type (its heading a row header of the
 * group), so that the columns line up from one type to the next.
 */
export function ContentLibraryTable(props: {
  groups: LibraryGroup[];
  whose: (s: TDocumentSection) => string;
  actions: (s: TDocumentSection) => ReactNode;
  busy: boolean;
}) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={720}>
        <Table layout="fixed" highlightOnHover aria-label={T.tabLibrary} aria-busy={props.busy}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.sectionName}</Table.Th>
              <Table.Th w={200}>{T.sectionDocumentType}</Table.Th>
              <Table.Th w={140}>{T.colWhose}</Table.Th>
              <Table.Th w={150}>{T.colUpdated}</Table.Th>
              <Table.Th w={100}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          {props.groups.map((g) => (
            <Table.Tbody key={g.sectionType}>
              <Table.Tr bg="var(--mantine-color-gray-0)">
                <Table.Th colSpan={5} scope="rowgroup">
                  {SECTION_TYPE_LABELS[g.sectionType]}
                </Table.Th>
              </Table.Tr>
              {g.rows.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Text span inherit fw={500}>
                      {s.title}
                    </Text>
                  </Table.Td>
                  <Table.Td>{DOCUMENT_TYPE_LABELS[s.type]}</Table.Td>
                  <Table.Td>{props.whose(s)}</Table.Td>
                  <Table.Td>{formatDate(s.updatedAt)}</Table.Td>
                  <Table.Td>{props.actions(s)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
