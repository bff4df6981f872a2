import { Paper } from "@mantine/core";
import { MESSAGES, type TCategory, toYesNo } from "@q2c/domain";
import { IconCategory2 } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { ListPage } from "../../app/lists/list-page.tsx";
import { type CategoryDialog, CategoryModal } from "./category-modal.tsx";
import { CategoryList, type CategoryTreeActions } from "./category-tree.tsx";
import { buildTree } from "./category-tree-model.ts";
import { useCategoryMutations, useCategoryTree } from "./use-categories.ts";

const COULD_NOT_LOAD = "Could not load the categories.";

/** /categories (platform owner): the catalogue's category tree, edited in place. */
export default function CategoriesPage() {
  const tree = useCategoryTree();
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
    // 409: categories beneath it, or a root of the catalogue; the server says which.
    onDelete: (category) =>
      void confirmAndDelete(remove, category.id, { title: `Delete ${category.name}`, label: "Category" }),
  };

  const addRoot = (
    <AddButton onClick={() => setDialog({ mode: "add", parentId: null })}>Add category</AddButton>
  );

  return (
    <ListPage
      title="Categories"
      intro="The catalogue's categories. Those shown in the menu make up the Catalog section."
      add={addRoot}
      query={tree}
      rows={nodes}
      loadingLabel="Loading the categories"
      skeletonRows={8}
      notLoaded={COULD_NOT_LOAD}
      empty={{
        title: "No categories yet",
        description: "Categories group the catalogue and make up the Catalog menu.",
        icon: <IconCategory2 size={28} aria-hidden />,
      }}
      dialogs={<CategoryModal dialog={dialog} categories={categories} onClose={() => setDialog(null)} />}
    >
      {(shown) => (
        <Paper withBorder radius="md" px="md" py="xs">
          <CategoryList nodes={shown} actions={actions} label="Categories" />
        </Paper>
      )}
    </ListPage>
  );
}
