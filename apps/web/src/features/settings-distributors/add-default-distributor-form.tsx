import { Button, Group, Select, Text } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { MESSAGES, requiredMessage, ZCreateDefaultDistributorRequest } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { useMemo } from "react";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { parentOptions } from "../categories/category-tree-model.ts";
import {
  useCategoryChoices,
  useDefaultDistributorMutations,
  useDistributorChoices,
} from "./use-default-distributors.ts";

/** The category choice meaning "for every category" (a listed option, so keyboards can pick it). */
const EVERY_CATEGORY = "every-category";
const NO_SET = new Set<string>();

interface AddValues {
  distributorId: string | null;
  categoryId: string;
}

const toBody = (v: AddValues) => ({
  distributorId: v.distributorId ?? "",
  categoryId: v.categoryId === EVERY_CATEGORY ? null : v.categoryId,
});

function validate(values: AddValues): FormErrors {
  if (!values.distributorId) return { distributorId: requiredMessage("Distributor") };
  return zodValidate(ZCreateDefaultDistributorRequest)(toBody(values));
}

/** Adds a distributor to the end of the list, for every category or for one. */
export function AddDefaultDistributorForm() {
  const { create } = useDefaultDistributorMutations();
  const distributors = useDistributorChoices(true);
  const categories = useCategoryChoices();
  const form = useForm<AddValues>({
    initialValues: { distributorId: null, categoryId: EVERY_CATEGORY },
    validate,
  });
  const distributorOptions = (distributors.data?.data ?? []).map((a) => ({
    value: a.id,
    label: a.name,
  }));
  const categoryOptions = useMemo(
    () => [
      { value: EVERY_CATEGORY, label: "Every category" },
      ...parentOptions(categories.data ?? [], NO_SET),
    ],
    [categories.data],
  );
  const none = distributors.isSuccess && distributorOptions.length === 0;

  const save = (values: AddValues) => {
    const { distributorId, categoryId } = toBody(values);
    create.mutate(categoryId === null ? { distributorId } : { distributorId, categoryId }, {
      onSuccess: () => {
        notifySuccess("Distributor", "added");
        form.reset();
      },
      onError: (error) => showSaveError(form, error),
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)} aria-label="Add a default distributor">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Distributor"
          placeholder={none ? "No distributors available to your account" : "Choose a distributor"}
          data={distributorOptions}
          searchable
          nothingFoundMessage={MESSAGES.noResultsFound}
          disabled={none || distributors.isError}
          w={280}
          {...form.getInputProps("distributorId")}
        />
        <Select
          label="Category"
          data={categoryOptions}
          searchable
          allowDeselect={false}
          nothingFoundMessage={MESSAGES.noResultsFound}
          w={260}
          {...form.getInputProps("categoryId")}
        />
        <Button
          type="submit"
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={create.isPending}
          disabled={none || create.isPending}
        >
          Add distributor
        </Button>
      </Group>
      {none ? (
        <Text size="sm" c="dimmed" mt="xs">
          No distributor accounts are visible to your account yet; the platform owner adds distributors.
        </Text>
      ) : null}
    </form>
  );
}
