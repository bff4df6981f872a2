import { IconBuildingFactory } from "@tabler/icons-react";
import { PartnerListPage } from "./partner-list-page.tsx";

/** /manufacturers (platform owner): the manufacturer accounts. */
export default function ManufacturersPage() {
  return <PartnerListPage kind="manufacturer" icon={<IconBuildingFactory size={28} aria-hidden />} />;
}
