import { Box, Container, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import type { TSignLinkInfo } from "@q2c/domain";
import { type ReactNode, useEffect } from "react";
import { SIGNING_TEXTS as T } from "./texts.ts";

/** A colour the MSP set, used only when it is a plain hex colour (it goes into a style). */
const safeColour = (value: string | undefined): string | undefined =>
  value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined;

export interface SigningFrameProps {
  /** The MSP's branding, once the link has answered. */
  msp?: TSignLinkInfo["msp"];
  title: string;
  children: ReactNode;
}

/**
 * The signing page's frame: the MSP's logo and name in a bar of its colour, then the page's content in
 * one column that fits a phone (no horizontal scrolling at 375 px) and reads well on a desktop.
 */
export function SigningFrame({ msp, title, children }: SigningFrameProps) {
  useEffect(() => {
    document.title = msp ? `${title} | ${msp.name}` : `${title} | Quote-to-Cash`;
  }, [title, msp]);
  const accent = safeColour(msp?.primaryColor);
  return (
    <Box component="main" bg="var(--mantine-color-body)" mih="100vh" style={{ overflowX: "clip" }}>
      <Box
        component="header"
        py="sm"
        style={{ borderTop: `4px solid ${accent ?? "var(--mantine-primary-color-filled)"}` }}
        bg="var(--mantine-color-default)"
      >
        <Container size={880} px="md">
          <Group gap="sm" wrap="nowrap" mih={40}>
            {msp?.logoUrl ? (
              <Image src={msp.logoUrl} alt={T.logoAlt(msp.name)} h={40} w="auto" maw={160} fit="contain" />
            ) : null}
            <Text fw={700} size="lg" truncate>
              {msp?.name ?? ""}
            </Text>
          </Group>
        </Container>
      </Box>
      <Container size={880} px="md" py="lg">
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Paper withBorder radius="md" p={{ base: "sm", sm: "xl" }}>
            {children}
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
