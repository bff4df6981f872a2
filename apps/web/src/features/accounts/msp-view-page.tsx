import { useAccessContext } from "../../app/session/use-session.ts";
import { MspTemplatesSection } from "../templates/msp-templates-section.tsx";
import { PartnerView } from "./partner-view.tsx";

/** /msp/:accountId/view: a service provider's info, users, templates (the platform owner's view) and entitlements. */
export default function MspViewPage() {
  const owner = useAccessContext().accountKind === "platformOwner";
  return (
    <PartnerView kindLabel="Service provider">
      {(account) => (owner ? <MspTemplatesSection accountId={account.id} /> : null)}
    </PartnerView>
  );
}
