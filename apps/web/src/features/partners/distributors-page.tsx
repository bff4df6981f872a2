import { IconTruck } from "@tabler/icons-react";
import { PartnerListPage } from "./partner-list-page.tsx";

/** /distributors (platform owner): the distributor accounts. */
export default function DistributorsPage() {
  return <PartnerListPage kind="distributor" icon={<IconTruck size={28} aria-hidden />} />;
}
