import { useParams } from "react-router";
import { PartnerView } from "../accounts/partner-view.tsx";
import { PARTNER_KINDS } from "./partner-kinds.ts";

/** /isvs/:id: an independent software vendor's info and users. */
export default function IsvViewPage() {
  const { id = "" } = useParams();
  return <PartnerView kindLabel={PARTNER_KINDS.isv.singular} accountId={id} showEntitlements={false} />;
}
