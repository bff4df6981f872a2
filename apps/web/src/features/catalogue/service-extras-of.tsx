import { isServiceKind, type TProduct } from "@q2c/domain";
import { useAccessContext } from "../../app/session/use-session.ts";
import { ServiceExtras } from "../service-extras/service-extras.tsx";

/**
 * The price tiers, target completions and templates of a service, below its form. A platform service is
 * read-only to an MSP; ServiceExtras itself hides editing from roles outside the editor rule.
 */
export function ServiceExtrasOf({ product }: { product: TProduct | undefined }) {
  const ctx = useAccessContext();
  if (!product || !isServiceKind(product.kind)) return null;
  const readOnly = product.ownership === "platform" && ctx.accountKind !== "platformOwner";
  return <ServiceExtras serviceId={product.id} readOnly={readOnly} />;
}
