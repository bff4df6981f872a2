import { Navigate, useParams } from "react-router";

/**
 * /customers/:accountId/contracts: a customer's contracts are the customer view's Contracts tab, which
 * also decides whether the user may see them; this path leads there.
 */
export default function CustomerContractsPage() {
  const { accountId = "" } = useParams();
  return <Navigate to={`/customers/${encodeURIComponent(accountId)}/view/contracts`} replace />;
}
