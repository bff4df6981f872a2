import { BrandingSection } from "./branding-section.tsx";
import { CompanyFrame } from "./company-frame.tsx";

/** /settings/company/branding */
export default function BrandingPage() {
  return (
    <CompanyFrame active="branding">
      {({ account, canEdit }) => <BrandingSection account={account} readOnly={!canEdit} />}
    </CompanyFrame>
  );
}
