import type { ProductOwnership, TProduct } from "@q2c/domain";
import { ProductSearchBox } from "../../app/product-search/product-search-box.tsx";
import { BUNDLE_TEXTS } from "./texts.ts";

export interface ProductPickerProps {
  /** Which products a bundle of this owner may hold (the server refuses others). */
  productOwnership: ProductOwnership;
  onPick: (product: TProduct) => void;
}

/** The catalogue search of the bundle editor (and the contract editor): a labelled box, results below it. */
export function ProductPicker({ productOwnership, onPick }: ProductPickerProps) {
  return (
    <ProductSearchBox
      productOwnership={productOwnership}
      onPick={onPick}
      label={BUNDLE_TEXTS.searchLabel}
      placeholder={BUNDLE_TEXTS.searchPlaceholder}
      help={BUNDLE_TEXTS.searchHelp}
      searching={BUNDLE_TEXTS.searching}
    />
  );
}
