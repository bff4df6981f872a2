import { IconApps } from "@tabler/icons-react";
import { PartnerListPage } from "./partner-list-page.tsx";

/** /isvs "Independent Software Vendors" (platform owner): the ISV accounts. */
export default function IsvsPage() {
  return <PartnerListPage kind="isv" icon={<IconApps size={28} aria-hidden />} />;
}
