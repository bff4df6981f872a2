import { Box, Button, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { LOGO_SIZE } from "@q2c/domain";
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, readableOn } from "./branding-model.ts";

export interface BrandingPreviewProps {
  accountName: string;
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
}

/** How the colours and the logo will look: a header bar, a button and a link, updated as you type. */
export function BrandingPreview({
  accountName,
  primaryColor,
  secondaryColor,
  logoUrl,
}: BrandingPreviewProps) {
  const primary = primaryColor || DEFAULT_PRIMARY;
  const secondary = secondaryColor || DEFAULT_SECONDARY;
  const onPrimary = readableOn(primary);
  const onSecondary = readableOn(secondary);
  return (
    <Paper withBorder radius="md" style={{ overflow: "hidden" }} aria-label="Branding preview" role="region">
      <Group px="md" h={64} bg={primary} justify="space-between" wrap="nowrap">
        {logoUrl ? (
          <Image
            src={logoUrl}
            alt={`${accountName} logo`}
            h={LOGO_SIZE.height}
            w={LOGO_SIZE.width}
            fit="contain"
          />
        ) : (
          <Text fw={700} c={onPrimary}>
            {accountName}
          </Text>
        )}
        <Text size="sm" c={onPrimary}>
          Quotes · Orders · Invoices
        </Text>
      </Group>
      <Stack p="md" gap="sm">
        <Text size="sm">
          Your customers see your logo and colours on their pages and on the sign-in page.
        </Text>
        <Group gap="sm">
          <Button component="span" color={primary} c={onPrimary}>
            Accept quote
          </Button>
          <Button component="span" color={secondary} c={onSecondary}>
            Download PDF
          </Button>
        </Group>
        <Box h={4} bg={secondary} w={120} style={{ borderRadius: 2 }} />
      </Stack>
    </Paper>
  );
}
