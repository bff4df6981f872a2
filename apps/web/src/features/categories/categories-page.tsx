import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { MESSAGES, type TCategory, toYesNo } from "@q2c/domain";
import { IconCategory2, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { ListEmpty, ListError, ListSkeleton } from "../accounts/list-states.tsx";
import { useQueryErrorNotice } from "../accounts/use-query-error-notice.ts";
import { type CategoryDialog, CategoryModal } from "./category-modal.tsx";
import { CategoryList, type CategoryTreeActions } from "./category-tree.tsx";
import { buildTree } from "./category-tree-model.ts";
import { useCategoryMutations, useCategoryTree } from "./use-categories.ts";

const COULD_NOT_LOAD = "Could not load the categories.";

/** /categories (platform owner): the catalogue's category tree, edited in place. */
export default function CategoriesPage() {
  const tree = useCategoryTree();
  useQueryErrorNotice(tree.error, COULD_NOT_LOAD);
  const { update, remove } = useCategoryMutations();
  const [dialog, setDialog] = useState<CategoryDialog | null>(null);
  const categories = tree.data ?? [];
  const nodes = useMemo(() => buildTree(tree.data ?? []), [tree.data]);
  const busyId =
    (update.isPending ? update.variables?.id : undefined) ??
    (remove.isPending ? remove.variables : undefined);

  const actions: CategoryTreeActions = {
    busyId: busyId ?? null,
    onAdd: (parent) => setDialog({ mode: "add", parentId: parent.id }),
    onEdit: (category) => setDialog({ mode: "edit", category }),
    onToggleMenu: (category: TCategory, show: boolean) =>
      update.mutate(
        { id: category.id, body: { showInMenu: toYesNo(show) } },
        {
          onSuccess: () => notifySuccess("Category", "updated"),
          onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }),
        },
      ),
    onDelete: async (category) => {
      if (!(await confirmDelete({ title: `Delete ${category.name}` }))) return;
      remove.mutate(category.id, {
        onSuccess: () => notifySuccess("Category", "deleted"),
        // 409: categories beneath it, or a root of the catalogue; the server says which.
        onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
      });
    },
  };

  const addRoot = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setDialog({ mode: "add", parentId: null })}
    >
      Add category
    </Button>
  );
  let body: React.ReactNode;
  if (tree.isPending) body = <ListSkeleton label="Loading the categories" rows={8} />;
  else if (tree.isError) body = <ListError message={COULD_NOT_LOAD} onRetry={() => void tree.refetch()} />;
  else if (nodes.length === 0)
    body = (
      <ListEmpty
        filtered={false}
        title="No categories yet"
        description="Categories group the catalogue and make up the Catalog menu."
        icon={<IconCategory2 size={28} aria-hidden />}
        action={addRoot}
      />
    );
  else
    body = (
      <Paper withBorder radius="md" px="md" py="xs">
        <CategoryList nodes={nodes} actions={actions} label="Categories" />
      </Paper>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Categories
          </Title>
          <Text c="dimmed">
            The catalogue's categories. Those shown in the menu make up the Catalog section.
          </Text>
        </div>
        {addRoot}
      </Group>
      {body}
      <CategoryModal dialog={dialog} categories={categories} onClose={() => setDialog(null)} />
    </Stack>
  );
}
