import type { TProduct } from "@q2c/domain";
import { ProductSearchBox } from "../../app/product-search/product-search-box.tsx";
import { BUILDER_TEXTS as T } from "./texts.ts";

/** The builder toolbar's catalogue search: every product the MSP may sell, results floating over the grid. */
export function CatalogueSearch({ onPick }: { onPick: (product: TProduct) => void }) {
  return (
    <ProductSearchBox
      compact
      productOwnership="all"
      onPick={onPick}
      label={T.searchLabel}
      placeholder={T.searchPlaceholder}
      searching={T.searching}
    />
  );
}
