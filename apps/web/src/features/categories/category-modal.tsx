import { NumberInput, Select, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES, type TCategory, toYesNo, zRequiredText } from "@q2c/domain";
import { useMemo } from "react";
import { z } from "zod";
import type { UpdateCategoryBody } from "../../api/categories-api.ts";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { FormDialog } from "../../app/forms/form-dialog.tsx";
import { saveCallbacks, zodValidate } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import { parentOptions, subtreeIds } from "./category-tree-model.ts";
import { useCategoryMutations } from "./use-categories.ts";

/** The parent choice that makes a category a root (a listed option, so keyboards can pick it too). */
const TOP_LEVEL = "top-level";

interface CategoryFormValues {
  name: string;
  /** A category id, or TOP_LEVEL. */
  parentId: string;
  position: number | string;
  showInMenu: boolean;
}

const ZCategoryForm = z.object({
  name: zRequiredText("Name", 200),
  position: z.union(
    [z.literal(""), z.number().int("Position is a whole number").min(0, "Position cannot be negative")],
    {
      error: "Enter a number",
    },
  ),
});

/** What the dialog does: add beneath a parent (null: a root), or edit a category. */
export type CategoryDialog = { mode: "add"; parentId: string | null } | { mode: "edit"; category: TCategory };

function changesOf(category: TCategory, values: CategoryFormValues): UpdateCategoryBody {
  const body: UpdateCategoryBody = {};
  if (values.name.trim() !== category.name) body.name = values.name.trim();
  const parentId = values.parentId === TOP_LEVEL ? null : values.parentId;
  if (parentId !== category.parentId) body.parentId = parentId;
  const position = values.position === "" ? 0 : Number(values.position);
  if (position !== category.position) body.position = position;
  if (toYesNo(values.showInMenu) !== category.showInMenu) body.showInMenu = toYesNo(values.showInMenu);
  return body;
}

function CategoryForm({
  dialog,
  categories,
  onDone,
}: {
  dialog: CategoryDialog;
  categories: readonly TCategory[];
  onDone: () => void;
}) {
  const { create, update } = useCategoryMutations();
  const editing = dialog.mode === "edit" ? dialog.category : null;
  const form = useForm<CategoryFormValues>({
    initialValues: editing
      ? {
          name: editing.name,
          parentId: editing.parentId ?? TOP_LEVEL,
          position: editing.position,
          showInMenu: editing.showInMenu === "yes",
        }
      : {
          name: "",
          parentId: (dialog.mode === "add" ? dialog.parentId : null) ?? TOP_LEVEL,
          position: "",
          showInMenu: true,
        },
    validate: zodValidate(ZCategoryForm),
  });
  const saving = create.isPending || update.isPending;
  useUnsavedChangesPrompt(form.isDirty() && !saving);
  const options = useMemo(
    () => [
      { value: TOP_LEVEL, label: "None (top level)" },
      ...parentOptions(categories, editing ? subtreeIds(categories, editing.id) : new Set()),
    ],
    [categories, editing],
  );
  const save = (values: CategoryFormValues) => {
    const options = saveCallbacks(form, { label: "Category", editing: editing !== null, onDone });
    if (editing) {
      update.mutate({ id: editing.id, body: changesOf(editing, values) }, options);
      return;
    }
    create.mutate(
      {
        name: values.name.trim(),
        showInMenu: toYesNo(values.showInMenu),
        ...(values.parentId !== TOP_LEVEL ? { parentId: values.parentId } : {}),
        ...(values.position === "" ? {} : { position: Number(values.position) }),
      },
      options,
    );
  };
  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
        <Select
          label="Parent category"
          data={options}
          searchable
          allowDeselect={false}
          nothingFoundMessage={MESSAGES.noResultsFound}
          {...form.getInputProps("parentId")}
        />
        <NumberInput
          label="Position"
          description="Lower numbers come first"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("position")}
        />
        <Switch label="Show in menu" {...form.getInputProps("showInMenu", { type: "checkbox" })} />
        <FormModalFooter
          editing={editing !== null}
          dirty={form.isDirty()}
          saving={saving}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/** Adds, renames or moves a category. */
export function CategoryModal({
  dialog,
  categories,
  onClose,
}: {
  dialog: CategoryDialog | null;
  categories: readonly TCategory[];
  onClose: () => void;
}) {
  const title = dialog?.mode === "edit" ? `Edit ${dialog.category.name}` : "Add category";
  return (
    <FormDialog dialog={dialog} title={title} onClose={onClose}>
      {(d) => <CategoryForm dialog={d} categories={categories} onDone={onClose} />}
    </FormDialog>
  );
}
