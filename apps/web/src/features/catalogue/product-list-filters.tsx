import { Group, SegmentedControl, Select, TextInput } from "@mantine/core";
import { MESSAGES, PRODUCT_SEARCH_MIN, type ProductOwnership } from "@q2c/domain";
import { IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { type CategoryOption, categorySelectData } from "./catalogue-categories.ts";
import { CATALOGUE_TEXTS } from "./texts.ts";

export interface ProductFilterState {
  term: string;
  subCategoryId: string | null;
  ownership: ProductOwnership;
}

export interface ProductListFiltersProps {
  value: ProductFilterState;
  onChange: (next: ProductFilterState) => void;
  /** Sub-categories to filter by (the root's subtree without the root); none hides the filter. */
  subCategories: readonly CategoryOption[];
  /** Buttons at the end of the row (Add, import, export). */
  actions?: ReactNode;
}

const OWNERSHIP_DATA = [
  { value: "all", label: CATALOGUE_TEXTS.ownershipAll },
  { value: "mine", label: CATALOGUE_TEXTS.ownershipMine },
  { value: "platform", label: CATALOGUE_TEXTS.ownershipPlatform },
];

/** Search, sub-category and ownership above the grid; a search term too short to send says so. */
export function ProductListFilters({ value, onChange, subCategories, actions }: ProductListFiltersProps) {
  const length = value.term.trim().length;
  const tooShort = length > 0 && length < PRODUCT_SEARCH_MIN;
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          type="search"
          label={CATALOGUE_TEXTS.searchLabel}
          placeholder={CATALOGUE_TEXTS.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={value.term}
          onChange={(event) => onChange({ ...value, term: event.currentTarget.value })}
          description={tooShort ? MESSAGES.searchTooShort : undefined}
          w={320}
        />
        {subCategories.length > 0 ? (
          <Select
            label={CATALOGUE_TEXTS.subCategory}
            placeholder={CATALOGUE_TEXTS.allSubCategories}
            data={categorySelectData(subCategories)}
            value={value.subCategoryId}
            onChange={(subCategoryId) => onChange({ ...value, subCategoryId })}
            clearable
            searchable
            w={240}
          />
        ) : null}
        <SegmentedControl
          aria-label={CATALOGUE_TEXTS.ownership}
          data={OWNERSHIP_DATA}
          value={value.ownership}
          onChange={(ownership) => onChange({ ...value, ownership: ownership as ProductOwnership })}
        />
      </Group>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
