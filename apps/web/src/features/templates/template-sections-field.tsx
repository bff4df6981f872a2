import {
  Anchor,
  Button,
  Group,
  Input,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { SECTION_TYPE_LABELS, type TDocumentSection } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { type KeyboardEvent, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { MoveRemoveActions } from "../../app/lists/move-remove-actions.tsx";
import type { TemplateFormValues } from "./template-form-values.ts";
import { TEMPLATE_TEXTS as T } from "./texts.ts";

export interface TemplateSectionsFieldProps {
  form: UseFormReturnType<TemplateFormValues>;
  /** The content library's sections of the template's document type; undefined while they load. */
  library: TDocumentSection[] | undefined;
  readOnly: boolean;
  /** Why the list cannot be saved (the acceptance section missing: the form's or the server's words). */
  error: string | undefined;
}

const ERROR_ID = "template-sections-error";

/**
 * The ordered sections of a dynamic template: each with its visibility, moved up and down and removed by
 * buttons or, from anywhere in its row, Alt+Up and Alt+Down; sections of the content library are added
 * below. Focus stays on the row moved.
 */
export function TemplateSectionsField({ form, library, readOnly, error }: TemplateSectionsFieldProps) {
  const rows = form.values.sectionTypes;
  const table = useRef<HTMLTableSectionElement>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const byId = useMemo(() => new Map((library ?? []).map((s) => [s.id, s])), [library]);
  const choices = useMemo(
    () =>
      (library ?? [])
        .filter((s) => !rows.some((r) => r.sectionId === s.id))
        .map((s) => ({ value: s.id, label: `${s.title} (${SECTION_TYPE_LABELS[s.sectionType]})` })),
    [library, rows],
  );
  const nameOf = (id: string) => byId.get(id)?.title ?? T.sectionGone;

  const focusRow = (id: string) =>
    requestAnimationFrame(() => {
      const row = table.current?.querySelector(`[data-section-id="${id}"]`);
      const active = document.activeElement as HTMLButtonElement | null;
      if (row?.contains(active) && !active?.disabled) return;
      row?.querySelector<HTMLButtonElement>("button[aria-label^='Move']:not(:disabled)")?.focus();
    });

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const id = rows[index]?.sectionId;
    if (to < 0 || to >= rows.length || id === undefined) return;
    form.reorderListItem("sectionTypes", { from: index, to });
    focusRow(id);
  };

  const onRowKey = (event: KeyboardEvent, index: number) => {
    if (readOnly || !event.altKey) return;
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      move(index, event.key === "ArrowUp" ? -1 : 1);
    }
  };

  const add = () => {
    if (adding === null) return;
    form.insertListItem("sectionTypes", { sectionId: adding, visibility: "visible" });
    form.clearFieldError("sectionTypes");
    setAdding(null);
  };

  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4">
          {T.sections}
        </Title>
        <Text size="sm" c="dimmed">
          {T.sectionsHelp}
        </Text>
      </div>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noSections}
        </Text>
      ) : library === undefined ? (
        <Skeleton
          height={36 * (rows.length + 1)}
          role="status"
          aria-busy="true"
          aria-label={T.loadingLibrary}
        />
      ) : (
        <Table aria-label={T.sectionsLabel} aria-describedby={error ? ERROR_ID : undefined}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              <Table.Th>{T.sectionTitle}</Table.Th>
              <Table.Th>{T.sectionType}</Table.Th>
              <Table.Th w={90}>{T.visible}</Table.Th>
              {readOnly ? null : <Table.Th w={120}>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={table}>
            {rows.map((row, index) => {
              const section = byId.get(row.sectionId);
              const name = nameOf(row.sectionId);
              return (
                <Table.Tr
                  key={row.sectionId}
                  data-section-id={row.sectionId}
                  onKeyDown={(e) => onRowKey(e, index)}
                >
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <Text span inherit fw={500} c={section ? undefined : "dimmed"}>
                      {name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{section ? SECTION_TYPE_LABELS[section.sectionType] : "—"}</Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={T.shownName(name)}
                      disabled={readOnly}
                      checked={row.visibility === "visible"}
                      onChange={(e) =>
                        form.setFieldValue(
                          `sectionTypes.${index}.visibility`,
                          e.currentTarget.checked ? "visible" : "hidden",
                        )
                      }
                    />
                  </Table.Td>
                  {readOnly ? null : (
                    <Table.Td>
                      <MoveRemoveActions
                        name={name}
                        index={index}
                        count={rows.length}
                        withTooltips
                        onMove={(by) => move(index, by)}
                        onRemove={() => form.removeListItem("sectionTypes", index)}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {error ? <Input.Error id={ERROR_ID}>{error}</Input.Error> : null}
      {readOnly ? null : library !== undefined && library.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noLibrarySections}{" "}
          <Anchor component={Link} to="/tools/templates?tab=library">
            {T.openLibrary}
          </Anchor>
        </Text>
      ) : (
        <Group align="flex-end" gap="sm">
          <Select
            label={T.chooseSection}
            placeholder={T.chooseSectionPlaceholder}
            data={choices}
            value={adding}
            onChange={setAdding}
            searchable
            disabled={library === undefined}
            w={360}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={adding === null}
          >
            {T.addSection}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
