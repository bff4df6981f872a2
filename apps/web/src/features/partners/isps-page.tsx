import { IconWorld } from "@tabler/icons-react";
import { PartnerListPage } from "./partner-list-page.tsx";

/** /isps "Internet Service Providers" (platform owner): the ISP accounts. */
export default function IspsPage() {
  return <PartnerListPage kind="isp" icon={<IconWorld size={28} aria-hidden />} />;
}
