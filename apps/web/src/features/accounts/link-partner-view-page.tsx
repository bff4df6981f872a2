import { PartnerView } from "./partner-view.tsx";

/** /link-partners/:accountId/view: a link partner's info, users and entitlements. */
export default function LinkPartnerViewPage() {
  return <PartnerView kindLabel="Link partner" />;
}
