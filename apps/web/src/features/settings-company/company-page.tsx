import { Navigate } from "react-router";

/** /settings/company opens its first child, Info. */
export default function CompanyPage() {
  return <Navigate to="/settings/company/info" replace />;
}
