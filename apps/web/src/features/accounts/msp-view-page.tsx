import { PartnerView } from "./partner-view.tsx";

/** /msp/:accountId/view: a service provider's info, users and entitlements. */
export default function MspViewPage() {
  return <PartnerView kindLabel="Service provider" />;
}
