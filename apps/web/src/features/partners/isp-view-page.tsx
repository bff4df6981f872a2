import { useParams } from "react-router";
import { PartnerView } from "../accounts/partner-view.tsx";
import { PARTNER_KINDS } from "./partner-kinds.ts";

/** /isps/:id: an internet service provider's info and users. */
export default function IspViewPage() {
  const { id = "" } = useParams();
  return <PartnerView kindLabel={PARTNER_KINDS.isp.singular} accountId={id} showEntitlements={false} />;
}
