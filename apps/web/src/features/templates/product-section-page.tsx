import { Alert, Stack, Text, Title } from "@mantine/core";
import { DOCUMENT_TYPE_LABELS } from "@q2c/domain";
import { useParams, useSearchParams } from "react-router";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { ListError } from "../../app/lists/list-states.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { useProduct } from "../catalogue/use-products.ts";
import { ProductSectionForm } from "./product-section-form.tsx";
import { isDocumentType, TEMPLATE_TEXTS as T } from "./texts.ts";
import { useProductDocumentSection } from "./use-product-document-section.ts";
import { useTemplate } from "./use-templates.ts";

/**
 * /msp/:accountId/product-service/:productServiceId/template/:templateId/document/:documentType/replace:
 * a catalogue item's own section text (e.g. its scope of services) in the documents made from one
 * template, printed where the item is quoted. The texts are the caller's company's own, so the page serves
 * the caller's own account only.
 */
export default function ProductSectionPage() {
  const params = useParams();
  const [search] = useSearchParams();
  // The page that opened this one (the item's own page), else home.
  const back = search.get("back") ?? "";
  const backTo = back.startsWith("/") && !back.startsWith("//") ? back : "/";
  const user = useRequiredUser();
  const canManage = useCan("templates.manage");
  const own = params.accountId === user.accountId;
  const documentType = isDocumentType(params.documentType) ? params.documentType : null;
  const ready = own && documentType !== null;
  const key = {
    productId: params.productServiceId ?? "",
    documentType: documentType ?? "proposal",
    templateId: params.templateId ?? "",
  };
  const product = useProduct(ready ? key.productId : undefined);
  const template = useTemplate(ready ? key.templateId : undefined);
  const section = useProductDocumentSection(key, ready);
  usePageTitle(own ? user.accountName : undefined);

  let body: React.ReactNode;
  if (!own) body = <Alert color="danger">{T.productTextOwnOnly}</Alert>;
  else if (documentType === null) body = <Alert color="danger">{T.productTextBadType}</Alert>;
  else if (section.isError)
    body = <ListError message={T.productTextCouldNotLoad} onRetry={() => void section.refetch()} />;
  else if (section.isPending || template.isPending)
    body = <RecordSkeleton label={T.productTextLoading} height={320} />;
  else {
    const found = section.data ?? null;
    // The company's own text for this very template; anything else is inherited.
    const own = found?.editable && found.templateId === key.templateId ? found : null;
    const inherited = own ? null : found;
    body = (
      <Stack gap="sm">
        <Text c="dimmed">
          {T.productTextIntro(DOCUMENT_TYPE_LABELS[documentType], template.data?.title ?? "")}
        </Text>
        {found === null ? <Text size="sm">{T.productTextNone}</Text> : null}
        {inherited && canManage ? (
          <Text size="sm">
            {inherited.templateId === null ? T.productTextInheritedAll : T.productTextInherited}
          </Text>
        ) : null}
        <ProductSectionForm
          sectionKey={key}
          own={own}
          inherited={inherited}
          refetch={section.refetch}
          readOnly={!canManage}
          backTo={backTo}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {product.data ? `${T.productTextTitle}: ${product.data.name}` : T.productTextTitle}
      </Title>
      {body}
    </Stack>
  );
}
