import { CompanyFrame } from "./company-frame.tsx";
import { CompanyInfoForm } from "./company-info-form.tsx";

/** /settings/company/info */
export default function CompanyInfoPage() {
  return (
    <CompanyFrame active="info">
      {({ account, canEdit }) => (
        <CompanyInfoForm key={account.version} account={account} readOnly={!canEdit} />
      )}
    </CompanyFrame>
  );
}
