import { Alert, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconClockHour4 } from "@tabler/icons-react";

type UpcomingKey = "CATALOG" | "SERVICE_CATALOG" | "TEMPLATES";

const CONTENT: Record<UpcomingKey, { title: string; intro: string; items: string[] }> = {
  CATALOG: {
    title: "Your product catalog",
    intro: "This step will set up the hardware and software you resell, so that quotes can be built from it.",
    items: [
      "Import products from your distributors or add them by hand",
      "Set your prices and margins per product",
      "Group products into categories and bundles",
    ],
  },
  SERVICE_CATALOG: {
    title: "Your service catalog",
    intro: "This step will set up the services you deliver alongside the products.",
    items: [
      "Installation, configuration and recurring services",
      "Support plans and technical support",
      "Internet services and managed IT solutions",
    ],
  },
  TEMPLATES: {
    title: "Your document templates",
    intro: "This step will set up the documents your customers receive.",
    items: [
      "Quote and proposal templates with your branding",
      "Agreements and terms for e-signature",
      "Reusable content sections",
    ],
  },
};

/** A step whose part of the product does not exist yet: what it will set up, and that it can wait. */
export function UpcomingStep({ stepKey }: { stepKey: UpcomingKey }) {
  const content = CONTENT[stepKey];
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="xs">
          {content.title}
        </Title>
        <Text mb="sm">{content.intro}</Text>
        <List spacing="xs">
          {content.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Paper>
      <Alert variant="light" color="gray" icon={<IconClockHour4 aria-hidden />}>
        This part of the platform is not available yet. Continue for now; you can set it up once it is.
      </Alert>
    </Stack>
  );
}

export const isUpcomingStep = (key: string): key is UpcomingKey => key in CONTENT;
