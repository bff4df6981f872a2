import { Box, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect } from "react";

export interface PublicPageProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  width?: number;
}

/** The frame of pages outside the main layout (sign-in, registration, error pages). */
export function PublicPage({ title, description, children, width = 420 }: PublicPageProps) {
  useEffect(() => {
    document.title = `${title} | Quote-to-Cash`;
  }, [title]);
  return (
    <Box component="main" bg="var(--mantine-color-body)" mih="100vh">
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={width} gap="lg">
          <Text ta="center" fw={700} size="xl">
            Quote-to-Cash
          </Text>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Stack gap="md">
              <div>
                <Title order={1} size="h3">
                  {title}
                </Title>
                {description ? (
                  <Text c="dimmed" size="sm" mt={4}>
                    {description}
                  </Text>
                ) : null}
              </div>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
