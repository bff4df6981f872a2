import { Tabs } from "@mantine/core";
import { IconCalendarTime, IconCurrencyDollar, IconFileText } from "@tabler/icons-react";
import { useCan } from "../../app/session/use-can.ts";
import { ServicePricesTab } from "./service-prices-tab.tsx";
import { ServiceTemplatesTab } from "./service-templates-tab.tsx";
import { TargetCompletionsTab } from "./target-completions-tab.tsx";
import { EXTRAS_TEXTS } from "./texts.ts";

export interface ServiceExtrasProps {
  serviceId: string;
  /** A platform service seen by an MSP: everything shows, nothing can be changed. */
  readOnly?: boolean;
}

/**
 * A service's price tiers, target completions and templates, for its detail page. Editing needs the
 * editor rule set (a sales user reads only) and a service the caller owns.
 */
export function ServiceExtras({ serviceId, readOnly = false }: ServiceExtrasProps) {
  const mayWrite = useCan("catalogue.write");
  const canEdit = !readOnly && mayWrite;
  // Tabs stay mounted so that unsaved template text survives a look at the prices.
  return (
    <Tabs defaultValue="prices">
      <Tabs.List>
        <Tabs.Tab value="prices" leftSection={<IconCurrencyDollar size={16} aria-hidden />}>
          {EXTRAS_TEXTS.pricesTab}
        </Tabs.Tab>
        <Tabs.Tab value="completion" leftSection={<IconCalendarTime size={16} aria-hidden />}>
          {EXTRAS_TEXTS.completionTab}
        </Tabs.Tab>
        <Tabs.Tab value="templates" leftSection={<IconFileText size={16} aria-hidden />}>
          {EXTRAS_TEXTS.templatesTab}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="prices" pt="md">
        <ServicePricesTab serviceId={serviceId} canEdit={canEdit} />
      </Tabs.Panel>
      <Tabs.Panel value="completion" pt="md">
        <TargetCompletionsTab serviceId={serviceId} canEdit={canEdit} />
      </Tabs.Panel>
      <Tabs.Panel value="templates" pt="md">
        <ServiceTemplatesTab serviceId={serviceId} canEdit={canEdit} />
      </Tabs.Panel>
    </Tabs>
  );
}
