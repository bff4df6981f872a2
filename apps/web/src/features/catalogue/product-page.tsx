import { Stack, Text, Title } from "@mantine/core";
import type { ProductKind } from "@q2c/domain";
import { useLocation, useParams } from "react-router";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { ProductDocumentTexts } from "../templates/product-document-texts.tsx";
import { cataloguePaths, kindInfo, kindOfPath } from "./catalogue-kinds.ts";
import { ProductEditor } from "./product-editor.tsx";
import { ServiceExtrasOf } from "./service-extras-of.tsx";
import { CATALOGUE_TEXTS } from "./texts.ts";
import { useRootCategory } from "./use-catalogue-categories.ts";
import { useProduct } from "./use-products.ts";

/** What the page heading says under the title for kinds of a particular type (spec §2). */
export function kindSubtitle(kind: ProductKind): string | undefined {
  if (kind === "it-solution") return CATALOGUE_TEXTS.subscription;
  if (kind === "support-plan") return CATALOGUE_TEXTS.managedWifi;
  return undefined;
}

/** A catalogue item's heading: its name (or the add page's title) and the kind's type. */
export function ProductHeading({
  kind,
  name,
  adding,
}: {
  kind: ProductKind;
  name?: string;
  adding: boolean;
}) {
  const subtitle = kindSubtitle(kind);
  return (
    <div>
      <Title order={1} size="h2">
        {adding ? kindInfo(kind).addTitle : (name ?? kindInfo(kind).title)}
      </Title>
      <Text c="dimmed">{subtitle ? `${kindInfo(kind).title} · ${subtitle}` : kindInfo(kind).title}</Text>
    </div>
  );
}

/**
 * /product-category/:rootCategoryId/<kind>/:id and /product-category/:rootCategoryId/<kind>-add: one
 * catalogue item of the kind in the path, in the form every kind shares.
 */
export default function ProductPage() {
  const { rootCategoryId = "", id } = useParams();
  const { pathname } = useLocation();
  const route = kindOfPath(pathname);
  const kind = route?.kind ?? "product";
  const { root, subtree } = useRootCategory(rootCategoryId);
  const product = useProduct(id);
  // Crumbs: the root category, then (on a detail page) the item.
  usePageTitle(root?.name, ...(id === undefined ? [] : [product.data?.name]));
  return (
    <Stack gap="lg" maw={1100}>
      <ProductHeading kind={kind} name={product.data?.name} adding={id === undefined} />
      <ProductEditor
        key={`${kind}:${id ?? "new"}`}
        productId={id}
        kind={kind}
        rootCategoryId={rootCategoryId}
        subtree={subtree}
        detailPath={(p) => cataloguePaths.detail(rootCategoryId, p.kind, p.id)}
        backTo={cataloguePaths.category(rootCategoryId)}
      />
      {id !== undefined && <ServiceExtrasOf product={product.data} />}
      {id !== undefined && product.data ? <ProductDocumentTexts productId={product.data.id} /> : null}
    </Stack>
  );
}
