import { Stack, Title } from "@mantine/core";
import { useParams } from "react-router";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { BundleEditor } from "./bundle-editor.tsx";
import { BUNDLE_TEXTS } from "./texts.ts";
import { useBundle } from "./use-bundles.ts";

/** /bundles/add and /bundles/:id: one bundle with its items. */
export default function BundlePage() {
  const { id } = useParams();
  const bundle = useBundle(id);
  // The detail page's crumb is the bundle's name; the add page's crumbs are fixed.
  usePageTitle(bundle.data?.name);
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {id === undefined ? BUNDLE_TEXTS.add : (bundle.data?.name ?? "Bundle")}
      </Title>
      <BundleEditor key={id ?? "new"} bundleId={id} />
    </Stack>
  );
}
