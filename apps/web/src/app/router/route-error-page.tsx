import { Button, Center, Code, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { WEB_TEXTS } from "../texts.ts";
import { ChunkLoadError } from "./lazy-page.ts";

/** The error boundary of every route: keeps the shell, explains, and offers a way out. */
export function RouteErrorPage() {
  const error = useRouteError();
  const isChunk = error instanceof ChunkLoadError;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" maw={520} role="alert">
        <IconAlertTriangle size={40} color="var(--mantine-color-warning-6)" aria-hidden />
        <Title order={2}>{isChunk ? WEB_TEXTS.chunkLoadFailed : WEB_TEXTS.pageCrashed}</Title>
        {detail !== null && !isChunk ? <Code block>{detail}</Code> : null}
        <Text c="dimmed" ta="center">
          Reloading usually helps; if it keeps happening, tell your administrator what you were doing.
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to="/" variant="default">
            Go to dashboard
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
