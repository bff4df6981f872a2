import { CertificationsSection } from "./certifications-section.tsx";
import { CompanyFrame } from "./company-frame.tsx";

/** /settings/company/certifications */
export default function CertificationsPage() {
  return (
    <CompanyFrame active="certifications">
      {({ account, canEdit }) => <CertificationsSection accountId={account.id} canEdit={canEdit} />}
    </CompanyFrame>
  );
}
