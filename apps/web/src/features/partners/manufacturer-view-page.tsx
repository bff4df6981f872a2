import { useParams } from "react-router";
import { PartnerView } from "../accounts/partner-view.tsx";
import { ManufacturerPricesSection } from "./manufacturer-prices-section.tsx";
import { PARTNER_KINDS } from "./partner-kinds.ts";

/** /manufacturers/:id: a manufacturer's info, users and price agreements. */
export default function ManufacturerViewPage() {
  const { id = "" } = useParams();
  return (
    <PartnerView kindLabel={PARTNER_KINDS.manufacturer.singular} accountId={id} showEntitlements={false}>
      {(account) => <ManufacturerPricesSection manufacturerId={account.id} />}
    </PartnerView>
  );
}
